import { AlertTriangle, FileText, Loader2, RotateCw, Square } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { NO_TRANSCRIPTION_TEXT } from '../../../contract/generation';
import type { TherapySessionDetail } from '../../../contract/sessions';
import { BlankTranscriptError, useGenerateSessionNote } from '../../api/generation';
import { useEndSession, useSession, useStartDraftSession } from '../../api/sessions';
import { FhirExportLink } from '../../components/fhir-export-link';
import { LeaveConfirmDialog } from '../../components/leave-confirm-dialog';
import { ALERT_BOX } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ErrorText } from '../../components/ui/error-text';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-errors';
import { cn } from '../../lib/cn';
import { useShortcut } from '../../lib/keyboard-shortcuts';
import { showToast } from '../../lib/toast-store';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { ClinicalNotesCard } from './components/clinical-notes-card';
import { DictationPanel } from './components/dictation-panel';
import { EvidenceTranscript } from './components/evidence-transcript';
import { InsightsPanel } from './components/insights-panel';
import { SessionHeaderCard } from './components/session-header-card';
import { SessionNoteCard } from './components/session-note-card';
import { SessionSummaryCard } from './components/session-summary-card';
import { WithdrawConsentDialog } from './components/withdraw-consent-dialog';
import { useNoteWorkspace } from './lib/use-note-workspace';
import { useTranscriptAutosave } from './lib/use-transcript-autosave';

const NOTE_FAILED = 'Failed to generate session note. Please try again.';

/**
 * The session being recorded, named by `?session=<id>` (Session Settings' Start Session puts it there). Opened
 * without one, it starts a draft session at once and puts its id in the address, so dictation can begin
 * straight away and a reload keeps the same session.
 */
export function SessionRecordingScreen({ renderMeasures }: { renderMeasures?: MeasuresSlot } = {}) {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session');
  const session = useSession(sessionId);

  if (sessionId === null) return <StartDraftSession />;
  if (session.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        Loading session...
      </p>
    );
  }
  if (session.isError) {
    return <NoSession message={errorMessage(session.error, 'This session could not be loaded.')} isError />;
  }
  return <SessionWorkspace key={session.data.id} session={session.data} renderMeasures={renderMeasures} />;
}

/** What the route may show of the session's measures, given what the screen knows of its transcript. */
export type MeasuresSlot = (props: {
  session: TherapySessionDetail;
  hasTranscript: boolean;
  hasUnsavedTranscript: boolean;
}) => ReactNode;

/** Starts one draft for this visit (see useStartDraftSession) and replaces the address with its id. */
function StartDraftSession() {
  const location = useLocation();
  const navigate = useNavigate();
  const startDraft = useStartDraftSession();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);
  // A clinician who clicks elsewhere while the draft is being made is on the way out (the next screen may still be
  // loading, so this one is still mounted): the draft must not pull them back. It stays untouched and is reused.
  const navigation = useNavigation();
  const isLeaving = useRef(false);
  isLeaving.current = navigation.state !== 'idle';

  useEffect(() => {
    let isCurrent = true;
    startDraft(location.key).then(
      (session) => {
        if (!isCurrent || isLeaving.current) return;
        const search = new URLSearchParams(location.search);
        search.set('session', session.id);
        void navigate({ pathname: location.pathname, search: `?${search.toString()}` }, { replace: true });
      },
      (error: unknown) => {
        if (isCurrent) setFailure({ error });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt, location.key, location.pathname, location.search, navigate, startDraft]);

  if (failure) {
    return (
      <Card className="mx-auto max-w-xl space-y-4 p-6 text-center">
        <ErrorText size="inherit">
          {errorMessage(failure.error, 'A new session could not be started. Please try again.')}
        </ErrorText>
        <div className="flex flex-wrap justify-center gap-3">
          <Button
            onClick={() => {
              setFailure(null);
              setAttempt(attempt + 1);
            }}
          >
            <RotateCw className="size-4" aria-hidden />
            Try Again
          </Button>
          <Link
            to="/app/session/settings"
            className="inline-flex items-center justify-center rounded-md border border-slate-300 px-3.5 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            Go to Session Settings
          </Link>
        </div>
      </Card>
    );
  }
  return (
    <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
      Starting a new session...
    </p>
  );
}

function SessionWorkspace({
  session,
  renderMeasures,
}: {
  session: TherapySessionDetail;
  renderMeasures: MeasuresSlot | undefined;
}) {
  const navigate = useNavigate();
  const {
    transcript,
    setTranscript,
    replaceWithSaved,
    status,
    retry,
    hasUnsavedChanges,
    takeUnsavedTranscript,
  } = useTranscriptAutosave(session.id, session.transcript);
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
    hasUnsavedChanges ? 'The transcript has changes that are not saved yet.' : null,
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
    endSession.mutate(takeUnsavedTranscript(), {
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

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <SessionHeaderCard
        session={session}
        onWithdrawConsent={() => setIsWithdrawingConsent(true)}
        actions={
          <>
            <FhirExportLink sessionId={session.id} />
            {session.status === 'in_progress' ? (
              <Button variant="secondary" disabled={endSession.isPending} onClick={finishSession}>
                <Square className="size-4" aria-hidden />
                {endSession.isPending ? 'Ending…' : 'End Session'}
              </Button>
            ) : null}
          </>
        }
      />
      <LeaveConfirmDialog blocker={blocker} what={unsavedWork.join(' ')} />
      <WithdrawConsentDialog
        sessionId={session.id}
        open={isWithdrawingConsent}
        onClose={() => setIsWithdrawingConsent(false)}
        onWithdrawn={(isDeleted) => {
          if (isDeleted) replaceWithSaved('');
        }}
      />
      {status.state === 'error' ? (
        <div role="alert" className={cn(ALERT_BOX, 'flex flex-wrap items-center gap-3 px-4 py-3')}>
          <AlertTriangle className="size-4 shrink-0" aria-hidden />
          <p className="min-w-0 flex-1">
            <span className="font-semibold">The transcript is not saved.</span> {status.message} Keep this
            page open and retry; your text stays here until it is saved.
          </p>
          <Button variant="secondary" size="sm" onClick={retry}>
            <RotateCw className="size-3.5" aria-hidden />
            Retry
          </Button>
        </div>
      ) : null}
      {endSession.isError ? (
        <ErrorText>
          {errorMessage(endSession.error, 'The session could not be ended. Please try again.')}
        </ErrorText>
      ) : null}

      <div className={cn('grid gap-6', note.content && 'lg:grid-cols-2')}>
        <Card className="space-y-4 p-5">
          <h2 className="text-lg font-semibold">Session Transcript</h2>
          <DictationPanel
            session={session}
            transcript={transcript}
            onTranscriptChange={setTranscript}
            status={status}
            onRecordingChange={setIsRecording}
            isConsentBeingWithdrawn={isWithdrawingConsent}
          />
          <div className="flex flex-wrap items-center gap-3">
            {hasTranscript ? (
              <Button disabled={generate.isPending} onClick={generateNote}>
                {generate.isPending ? (
                  <Loader2 className="size-4 animate-spin" aria-hidden />
                ) : (
                  <FileText className="size-4" aria-hidden />
                )}
                {generate.isPending ? 'Generating…' : 'Generate Session Note'}
              </Button>
            ) : null}
            {generateError ? <ErrorText>{generateError}</ErrorText> : null}
          </div>
        </Card>
        {note.content ? (
          <Card className="space-y-2 p-5">
            <h2 className="text-lg font-semibold">Evidence in the Transcript</h2>
            {note.isEvidenceFromEarlierText ? (
              <p className="text-xs text-slate-600 dark:text-slate-400">
                As it was when the note was generated.
              </p>
            ) : null}
            <EvidenceTranscript text={note.evidenceText} selection={note.evidenceSelection} />
          </Card>
        ) : null}
      </div>

      {renderMeasures?.({ session, hasTranscript, hasUnsavedTranscript: hasUnsavedChanges })}

      {note.loadError ? <ErrorText>{note.loadError}</ErrorText> : null}
      {note.content ? (
        <>
          <SessionNoteCard
            note={note.content}
            version={note.version}
            save={note.save}
            selectedKey={note.selection?.key ?? null}
            onSelect={note.setSelection}
          />
          <InsightsPanel insights={note.insights} onGenerate={note.generateInsights} />
          <SessionSummaryCard session={session} transcript={transcript} note={note.content} />
          {note.version ? (
            <div className="flex justify-end">
              <Link
                to={`/app/session/note-formulation?session=${encodeURIComponent(session.id)}`}
                className={buttonVariants()}
              >
                Continue to Note Formulation
              </Link>
            </div>
          ) : null}
        </>
      ) : null}

      <ClinicalNotesCard
        sessionId={session.id}
        savedNotes={session.notes}
        onUnsavedChange={setHasUnsavedNotes}
      />
    </div>
  );
}

function NoSession({ message, isError = false }: { message: string; isError?: boolean }) {
  return (
    <Card className="mx-auto max-w-xl p-6 text-center">
      {isError ? (
        <ErrorText size="inherit">{message}</ErrorText>
      ) : (
        <p className="text-slate-700 dark:text-slate-300">{message}</p>
      )}
      <Link to="/app/session/settings" className={cn(buttonVariants(), 'mt-4')}>
        Go to Session Settings
      </Link>
    </Card>
  );
}
