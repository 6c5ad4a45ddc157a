import { useState } from 'react';
import type { ReferenceDocument } from '../../../../contract/reference';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toast-store';
import { useDeleteReferenceDocument } from '../api/reference-documents';

/** Confirms removing an imported document; its chunks and their embeddings go with it. */
export function DeleteDocumentDialog({
  document,
  onOpenChange,
}: {
  document: ReferenceDocument | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const deleteDocument = useDeleteReferenceDocument();
  const [error, setError] = useState<string | undefined>();
  const title = document?.title ?? '';

  const handleOpenChange = (open: boolean) => {
    if (!open) setError(undefined);
    onOpenChange(open);
  };

  const confirm = async () => {
    if (!document) return;
    setError(undefined);
    try {
      await deleteDocument.mutateAsync(document.id);
      showToast({ title: 'Document deleted', description: title });
      handleOpenChange(false);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <Modal
      open={document !== undefined}
      onOpenChange={handleOpenChange}
      title={`Delete ${title}?`}
      description={`This removes ${title} and its ${document?.chunkCount ?? 0} chunks from the reference; search and enhanced diagnosis stop using it. The built-in reference is not affected.`}
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
        <Button variant="danger" disabled={deleteDocument.isPending} onClick={() => void confirm()}>
          {deleteDocument.isPending ? 'Deleting…' : 'Delete document'}
        </Button>
      </div>
    </Modal>
  );
}
