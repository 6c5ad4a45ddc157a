import { Trash2 } from 'lucide-react';
import { useWithdrawConsent } from '#web/api/consent';
import { Button } from '#web/components/ui/button';
import { ErrorText } from '#web/components/ui/error-text';
import { Modal } from '#web/components/ui/modal';
import { errorMessage } from '#web/lib/api-errors';

/**
 * Withdrawing consent: recording has already stopped when this opens. The clinician chooses whether the session's
 * audio and transcript go with the consent or are kept; closing the dialog leaves the consent as it was.
 */
export function WithdrawConsentDialog({
  sessionId,
  open,
  onClose,
  onWithdrawn,
}: {
  sessionId: string;
  open: boolean;
  onClose: () => void;
  /** Told once the withdrawal is saved, with whether the audio and transcript were deleted. */
  onWithdrawn: (isDeleted: boolean) => void;
}) {
  const withdraw = useWithdrawConsent(sessionId);
  function choose(deleteAudioAndTranscript: boolean) {
    withdraw.mutate(
      { deleteAudioAndTranscript },
      {
        onSuccess: () => {
          onWithdrawn(deleteAudioAndTranscript);
          onClose();
        },
      },
    );
  }
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !withdraw.isPending) {
          withdraw.reset();
          onClose();
        }
      }}
      title="Withdraw consent to recording?"
      description="Recording has stopped. Delete this session's audio and transcript, or keep them? Either way nothing more can be recorded or uploaded for this session unless consent is given again."
    >
      {withdraw.isError ? (
        <ErrorText className="mb-3">
          {errorMessage(withdraw.error, 'The consent could not be withdrawn. Please try again.')}
        </ErrorText>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={withdraw.isPending} onClick={() => choose(false)}>
          Withdraw and Keep Them
        </Button>
        <Button variant="danger" disabled={withdraw.isPending} onClick={() => choose(true)}>
          <Trash2 className="size-4" aria-hidden />
          Withdraw and Delete Audio and Transcript
        </Button>
      </div>
    </Modal>
  );
}
