import { useState } from 'react';
import type { Client } from '../../../../contract/clients';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toast-store';
import { useDeleteClient } from '../api/delete-client';
import { fullName } from '../client-form';

/** Confirms a permanent delete: the client and every one of their sessions go. */
export function DeleteClientDialog({
  client,
  onOpenChange,
}: {
  client: Client | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const deleteClient = useDeleteClient();
  const [error, setError] = useState<string | undefined>();
  const name = client ? fullName(client) : '';

  const handleOpenChange = (open: boolean) => {
    if (!open) setError(undefined);
    onOpenChange(open);
  };

  const confirm = async () => {
    if (!client) return;
    setError(undefined);
    try {
      await deleteClient.mutateAsync(client.id);
      showToast({ title: 'Client deleted', description: name });
      handleOpenChange(false);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <Modal
      open={client !== undefined}
      onOpenChange={handleOpenChange}
      title={`Delete ${name}?`}
      description={`This permanently removes ${name} and all of their sessions and session notes. It cannot be undone. To keep the record but hide it, archive the client instead.`}
    >
      {error ? (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => handleOpenChange(false)}>
          Cancel
        </Button>
        <Button variant="danger" disabled={deleteClient.isPending} onClick={() => void confirm()}>
          {deleteClient.isPending ? 'Deleting…' : 'Delete client'}
        </Button>
      </div>
    </Modal>
  );
}
