import { useDeleteClient } from '#web/api/clients';
import { ConfirmDeleteDialog } from '#web/components/confirm-delete-dialog';
import { showToast } from '#web/lib/toast-store';
import { fullName, type ClientDialogProps } from '../client-form';

/** Confirms a permanent delete: the client and every one of their sessions go. */
export function DeleteClientDialog({ client, onOpenChange }: ClientDialogProps) {
  const deleteClient = useDeleteClient();
  const name = client ? fullName(client) : '';

  return (
    <ConfirmDeleteDialog
      item={client}
      onOpenChange={onOpenChange}
      title={`Delete ${name}?`}
      description={`This permanently removes ${name} and all of their sessions and session notes. It cannot be undone. To keep the record but hide it, archive the client instead.`}
      confirmLabel="Delete client"
      isDeleting={deleteClient.isPending}
      onDelete={async (target) => {
        await deleteClient.mutateAsync(target.id);
        showToast({ title: 'Client deleted', description: name });
      }}
    />
  );
}
