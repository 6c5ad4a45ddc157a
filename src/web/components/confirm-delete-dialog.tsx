import { useState } from 'react';
import { errorMessage } from '../lib/api-errors';
import { Button } from './ui/button';
import { ErrorText } from './ui/error-text';
import { Modal } from './ui/modal';

/**
 * Asks before `item` is deleted; open while there is an item. On confirm it runs `onDelete`: when that resolves
 * the dialog closes, when it throws the server's message shows in the dialog, which stays open to retry or cancel.
 */
export function ConfirmDeleteDialog<T>({
  item,
  onOpenChange,
  title,
  description,
  confirmLabel,
  isDeleting,
  onDelete,
}: {
  item: T | undefined;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The danger button's text while idle; it reads 'Deleting…' while `isDeleting`. */
  confirmLabel: string;
  isDeleting: boolean;
  onDelete: (item: T) => Promise<void>;
}) {
  const [error, setError] = useState<string | undefined>();

  const handleOpenChange = (open: boolean) => {
    if (!open) setError(undefined);
    onOpenChange(open);
  };

  const confirm = async () => {
    if (item === undefined) return;
    setError(undefined);
    try {
      await onDelete(item);
      handleOpenChange(false);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <Modal open={item !== undefined} onOpenChange={handleOpenChange} title={title} description={description}>
      {error ? <ErrorText className="mb-4">{error}</ErrorText> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => handleOpenChange(false)}>
          Cancel
        </Button>
        <Button variant="danger" disabled={isDeleting} onClick={() => void confirm()}>
          {isDeleting ? 'Deleting…' : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
