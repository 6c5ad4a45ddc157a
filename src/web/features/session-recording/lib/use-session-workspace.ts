import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NO_TRANSCRIPTION_TEXT } from '#contract/generation';
import type { TherapySessionDetail } from '#contract/sessions';
import { BlankTranscriptError, useGenerateSessionNote } from '#web/api/generation';
import { useEndSession } from '#web/api/sessions';
import { ApiError } from '#web/lib/api-client';
import { useShortcut } from '#web/lib/keyboard-shortcuts';
import { showToast } from '#web/lib/toast-store';
import { useLeaveGuard } from '#web/lib/use-leave-guard';
import { useNoteWorkspace } from './use-note-workspace';
import { useTranscriptAutosave } from './use-transcript-autosave';

const NOTE_FAILED = 'Failed to generate session note. Please try again.';

/**
 * The recording screen's state: the autosaved transcript, the note generated from it, ending the session, and
 * the work that would be lost by leaving (the leave guard asks before it is).
 */
export function useSessionWorkspace(session: TherapySessionDetail) {
  const navigate = useNavigate();
  const autosave = useTranscriptAutosave(session.id, session.transcript);
  const { transcript } = autosave;
  const [isRecording, setIsRecording] = useState(false);
  /** Withdraw Consent was pressed: recording stops while the dialog asks what becomes of the recordings. */
  const [isWithdrawingConsent, setIsWithdrawingConsent] = useState(false);
  const [hasUnsavedNotes, setHasUnsavedNotes] = useState(false);
  const generate = useGenerateSessionNote();
  const endSession = useEndSession(session.id);
  const note = useNoteWorkspace({ sessionId: session.id, clientId: session.clientId, transcript });
  const hasTranscript = transcript.trim().length > 0;
  const unsavedWork = [
    isRecording ? 'Recording is still running.' : null,
    autosave.hasUnsavedChanges ? 'The transcript has changes that are not saved yet.' : null,
    note.isUnsaved ? 'The generated note is not saved yet.' : null,
    hasUnsavedNotes ? 'The additional clinical notes are not saved.' : null,
  ].filter((line): line is string => line !== null);
  const { blocker, allowLeaving } = useLeaveGuard(unsavedWork.length > 0);

  function generateNote() {
    const source = transcript;
    generate.mutate(
      { dictationText: source, templateId: session.templateId ?? undefined, sessionId: session.id },
      {
        onSuccess: (generated) => note.adoptGenerated(generated, source),
        onError: (error) => {
          // SPEC §8 keeps the server's text for the log; the clinician sees the plain alert.
          if (error instanceof ApiError)
            console.error(`Failed to generate session note: ${error.bodyText || error.message}`);
          else if (!(error instanceof BlankTranscriptError)) console.error(error);
        },
      },
    );
  }

  useShortcut('generate-note', () => {
    if (!hasTranscript) showToast({ title: NO_TRANSCRIPTION_TEXT, variant: 'destructive' });
    else if (!generate.isPending) generateNote();
  });

  function finishSession() {
    endSession.mutate(autosave.takeUnsavedTranscript(), {
      onSuccess: () => {
        // The last transcript went with the end; the dashboard is where End Session leads.
        allowLeaving();
        void navigate('/app');
      },
    });
  }

  const generateError = generate.isError
    ? generate.error instanceof BlankTranscriptError
      ? NO_TRANSCRIPTION_TEXT
      : NOTE_FAILED
    : null;

  return {
    autosave,
    note,
    hasTranscript,
    isWithdrawingConsent,
    setIsWithdrawingConsent,
    setIsRecording,
    setHasUnsavedNotes,
    blocker,
    unsavedWork,
    generateNote,
    isGenerating: generate.isPending,
    generateError,
    finishSession,
    endSession,
  };
}
