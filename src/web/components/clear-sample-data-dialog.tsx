import { useClearSampleData } from '../api/sample-data';
import { Button } from './ui/button';
import { ErrorText } from './ui/error-text';
import { Modal } from './ui/modal';
import { errorMessage } from '../lib/api-errors';
import { showToast } from '../lib/toast-store';

/** Asks before deleting the workspace's sample records; they cannot be brought back. */
export function ClearSampleDataDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const clear = useClearSampleData();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) clear.reset();
        onOpenChange(next);
      }}
      title="Clear sample data?"
      description="This permanently deletes the sample clients (with every session recorded for them) and the sample templates. Clients, sessions and templates you added yourself stay."
    >
      {clear.isError ? <ErrorText className="mb-4">{errorMessage(clear.error)}</ErrorText> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={clear.isPending}>
          Cancel
        </Button>
        <Button
          variant="danger"
          disabled={clear.isPending}
          onClick={() =>
            clear.mutate(undefined, {
              onSuccess: () => {
                onOpenChange(false);
                showToast({ title: 'Sample data cleared' });
              },
            })
          }
        >
          {clear.isPending ? 'Clearing...' : 'Clear sample data'}
        </Button>
      </div>
    </Modal>
  );
}
