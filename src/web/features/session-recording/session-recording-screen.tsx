import { AlertTriangle, FileText, RotateCw, Square } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import type { TherapySessionDetail } from '#contract/sessions';
import { useSession, useStartDraftSession } from '../../api/sessions';
import { FhirExportLink } from '../../components/fhir-export-link';
import { LeaveConfirmDialog } from '../../components/leave-confirm-dialog';
import { ALERT_BOX } from '../../components/ui/alert';
import { BusyIcon, Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ErrorText } from '../../components/ui/error-text';
import { StatusText } from '../../components/ui/status-text';
import { errorMessage } from '../../lib/api-errors';
import { cn } from '../../lib/cn';
import { ClinicalNotesCard } from './components/clinical-notes-card';
import { DictationPanel } from './components/dictation-panel';
import { EvidenceTranscript } from './components/evidence-transcript';
import { InsightsPanel } from './components/insights-panel';
import { SessionHeaderCard } from './components/session-header-card';
import { SessionNoteCard } from './components/session-note-card';
import { SessionSummaryCard } from './components/session-summary-card';
import { WithdrawConsentDialog } from './components/withdraw-consent-dialog';
import { useSessionWorkspace } from './lib/use-session-workspace';

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
    return <StatusText>Loading session...</StatusText>;
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
          <Link to="/app/session/settings" className={buttonVariants({ variant: 'secondary' })}>
            Go to Session Settings
          </Link>
        </div>
      </Card>
    );
  }
  return <StatusText>Starting a new session...</StatusText>;
}

function SessionWorkspace({
  session,
  renderMeasures,
}: {
  session: TherapySessionDetail;
  renderMeasures: MeasuresSlot | undefined;
}) {
  const workspace = useSessionWorkspace(session);
  const { autosave, note, endSession } = workspace;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <SessionHeaderCard
        session={session}
        onWithdrawConsent={() => workspace.setIsWithdrawingConsent(true)}
        actions={
          <>
            <FhirExportLink sessionId={session.id} />
            {session.status === 'in_progress' ? (
              <Button variant="secondary" disabled={endSession.isPending} onClick={workspace.finishSession}>
                <Square className="size-4" aria-hidden />
                {endSession.isPending ? 'Ending…' : 'End Session'}
              </Button>
            ) : null}
          </>
        }
      />
      <LeaveConfirmDialog blocker={workspace.blocker} what={workspace.unsavedWork.join(' ')} />
      <WithdrawConsentDialog
        sessionId={session.id}
        open={workspace.isWithdrawingConsent}
        onClose={() => workspace.setIsWithdrawingConsent(false)}
        onWithdrawn={(isDeleted) => {
          if (isDeleted) autosave.replaceWithSaved('');
        }}
      />
      {autosave.status.state === 'error' ? (
        <TranscriptNotSaved message={autosave.status.message} onRetry={autosave.retry} />
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
            transcript={autosave.transcript}
            onTranscriptChange={autosave.setTranscript}
            status={autosave.status}
            onRecordingChange={workspace.setIsRecording}
            isConsentBeingWithdrawn={workspace.isWithdrawingConsent}
          />
          <div className="flex flex-wrap items-center gap-3">
            {workspace.hasTranscript ? (
              <Button disabled={workspace.isGenerating} onClick={workspace.generateNote}>
                <BusyIcon isBusy={workspace.isGenerating} icon={FileText} />
                {workspace.isGenerating ? 'Generating…' : 'Generate Session Note'}
              </Button>
            ) : null}
            {workspace.generateError ? <ErrorText>{workspace.generateError}</ErrorText> : null}
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

      {renderMeasures?.({
        session,
        hasTranscript: workspace.hasTranscript,
        hasUnsavedTranscript: autosave.hasUnsavedChanges,
      })}

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
          <SessionSummaryCard session={session} transcript={autosave.transcript} note={note.content} />
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
        onUnsavedChange={workspace.setHasUnsavedNotes}
      />
    </div>
  );
}

/** A failed autosave: the text stays on the page until a retry (or a later change) saves it. */
function TranscriptNotSaved({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={cn(ALERT_BOX, 'flex flex-wrap items-center gap-3 px-4 py-3')}>
      <AlertTriangle className="size-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">The transcript is not saved.</span> {message} Keep this page open and
        retry; your text stays here until it is saved.
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCw className="size-3.5" aria-hidden />
        Retry
      </Button>
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
