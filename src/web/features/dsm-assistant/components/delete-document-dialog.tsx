import type { ReferenceDocument } from '#contract/reference';
import { useDeleteReferenceDocument } from '#web/api/reference';
import { ConfirmDeleteDialog } from '#web/components/confirm-delete-dialog';
import { showToast } from '#web/lib/toast-store';

/** Confirms removing an imported document; its chunks and their embeddings go with it. */
export function DeleteDocumentDialog({
  document,
  onOpenChange,
}: {
  document: ReferenceDocument | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const deleteDocument = useDeleteReferenceDocument();
  const title = document?.title ?? '';

  return (
    <ConfirmDeleteDialog
      item={document}
      onOpenChange={onOpenChange}
      title={`Delete ${title}?`}
      description={`This removes ${title} and its ${document?.chunkCount ?? 0} chunks from the reference; search and enhanced diagnosis stop using it. The built-in reference is not affected.`}
      confirmLabel="Delete document"
      isDeleting={deleteDocument.isPending}
      onDelete={async (target) => {
        await deleteDocument.mutateAsync(target.id);
        showToast({ title: 'Document deleted', description: title });
      }}
    />
  );
}
