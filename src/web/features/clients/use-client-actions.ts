import { useState } from 'react';
import type { Client } from '#contract/clients';
import { useUpdateClient } from '../../api/clients';
import { showErrorToast, showToast } from '../../lib/toast-store';
import { fullName } from './client-form';
import type { ClientAction } from './components/clients-table';

type DialogKind = 'edit' | 'schedule' | 'notes' | 'delete';
type OpenDialog = { kind: 'add' } | { kind: DialogKind; client: Client } | undefined;

/** What a row's actions do: archive and restore at once (with a toast), the rest through their dialog. */
export function useClientActions() {
  const [dialog, setDialog] = useState<OpenDialog>();
  const updateClient = useUpdateClient();

  const setArchived = async (client: Client, archived: boolean) => {
    try {
      await updateClient.mutateAsync({ id: client.id, changes: { archived } });
      showToast({
        title: archived ? 'Client archived' : 'Client restored',
        description: archived
          ? `${fullName(client)} is hidden from the list. Turn on Show archived to see them.`
          : fullName(client),
      });
    } catch (error) {
      showErrorToast(archived ? 'Could not archive the client' : 'Could not restore the client', error);
    }
  };

  const handleAction = (action: ClientAction, client: Client) => {
    switch (action) {
      case 'archive':
        void setArchived(client, true);
        return;
      case 'restore':
        void setArchived(client, false);
        return;
      case 'edit':
      case 'schedule':
      case 'notes':
      case 'delete':
        setDialog({ kind: action, client });
        return;
    }
  };

  return {
    handleAction,
    /** The client whose row an update is saving, so that row shows it is busy. */
    busyClientId: updateClient.isPending ? updateClient.variables.id : undefined,
    openAdd: () => setDialog({ kind: 'add' }),
    isFormOpen: dialog?.kind === 'add' || dialog?.kind === 'edit',
    dialogClient: (kind: DialogKind) => (dialog?.kind === kind ? dialog.client : undefined),
    closeDialog: (open: boolean) => {
      if (!open) setDialog(undefined);
    },
  };
}
