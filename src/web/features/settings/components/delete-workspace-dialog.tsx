import { useState, type SubmitEvent } from 'react';
import { DELETE_WORKSPACE_CONFIRMATION } from '#contract/settings';
import { useDeleteWorkspace } from '#web/api/settings';
import { ALERT_BOX } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { InputField } from '#web/components/ui/field';
import { Modal } from '#web/components/ui/modal';
import { errorMessage } from '#web/lib/api-errors';
import { cn } from '#web/lib/cn';
import { storeTheme } from '../lib/theme';

const DELETED_RECORDS = [
  'Your profile and settings',
  'All clients',
  'All sessions, transcripts and notes',
  'All session templates',
];

export function DeleteWorkspaceDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [confirmation, setConfirmation] = useState('');
  // The theme this browser remembers belonged to the deleted workspace.
  const deleteWorkspace = useDeleteWorkspace(() => storeTheme(undefined));
  const isConfirmed = confirmation === DELETE_WORKSPACE_CONFIRMATION;
  // After success the page is already loading '/', so the button stays busy rather than coming back.
  const isBusy = deleteWorkspace.isPending || deleteWorkspace.isSuccess;

  function changeOpen(next: boolean) {
    if (isBusy) return;
    if (!next) {
      setConfirmation('');
      deleteWorkspace.reset();
    }
    onOpenChange(next);
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isConfirmed && !isBusy) deleteWorkspace.mutate();
  }

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title="Delete my workspace"
      description="This permanently deletes everything in your workspace. It cannot be undone."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className={cn(ALERT_BOX, 'border-red-200 p-4 dark:border-red-900')}>
          <p className="font-medium">The following will be deleted:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {DELETED_RECORDS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-2">Export your data first if you want to keep a copy.</p>
        </div>
        <InputField
          label={`Type ${DELETE_WORKSPACE_CONFIRMATION} to confirm`}
          error={deleteWorkspace.isError ? errorMessage(deleteWorkspace.error) : undefined}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => changeOpen(false)} disabled={isBusy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!isConfirmed || isBusy}>
            {isBusy ? 'Deleting...' : 'Delete workspace'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
