import type { Blocker } from 'react-router';
import { Button } from './ui/button';
import { Modal } from './ui/modal';

/** Asks before an in-app move away from unsaved work (see useLeaveGuard); Stay keeps the clinician here. */
export function LeaveConfirmDialog({ blocker, what }: { blocker: Blocker; what: string }) {
  const isOpen = blocker.state === 'blocked';
  return (
    <Modal
      open={isOpen}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave this screen?"
      description={`${what} If you leave now, it will be lost.`}
    >
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => blocker.state === 'blocked' && blocker.reset()}>
          Stay on this screen
        </Button>
        <Button variant="danger" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
          Leave without saving
        </Button>
      </div>
    </Modal>
  );
}
