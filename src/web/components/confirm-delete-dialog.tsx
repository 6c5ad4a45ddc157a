import { useState } from 'react';
import { errorMessage } from '../lib/api-errors';
import { Button } from './ui/button';
import { Modal } from './ui/modal';

/**
 * Asks before something is deleted. On confirm it runs `onDelete`: when that resolves the dialog closes, when it
 * throws the server's message shows in the dialog and the dialog stays open so the clinician can retry or cancel.
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  isDeleting,
  onDelete,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The danger button's text while idle; it reads 'Deleting…' while `isDeleting`. */
  confirmLabel: string;
  isDeleting: boolean;
  onDelete: () => Promise<void>;
}) {
  const [error, setError] = useState<string | undefined>();

  const handleOpenChange = (next: boolean) => {
    if (!next) setError(undefined);
    onOpenChange(next);
  };

  const confirm = async () => {
    setError(undefined);
    try {
      await onDelete();
      handleOpenChange(false);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <Modal open={open} onOpenChange={handleOpenChange} title={title} description={description}>
      {error ? (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
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
