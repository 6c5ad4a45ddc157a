import { Mic } from 'lucide-react';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TherapySessionDetail } from '#contract/sessions';
import { useSession, useSessions } from '#web/api/sessions';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ErrorText } from '#web/components/ui/error-text';
import { StatusText } from '#web/components/ui/status-text';
import { errorMessage } from '#web/lib/api-errors';
import { formatDate, formatTime } from '#web/lib/format';
import { sessionToResume } from '../lib/resume-session';
import {
  WIZARD_STEPS,
  isContinueState,
  recordingHref,
  stepHref,
  type WizardStepKey,
} from '../lib/wizard-steps';
import { StepIndicator } from './step-indicator';

/** SPEC §2 Note formulation placeholder wording, shown by every step while no session is chosen. */
export const NO_SESSION_DATA = 'No session data is available.';

/** How a session is named where its client has not been chosen yet. */
const NO_CLIENT = 'No client chosen';

/**
 * One wizard step's frame: the session named by `?session=<id>` (the recording screen's convention), the step
 * indicator and the session it is about. Opened without a session it continues the clinician's most recent
 * unfinished session at this step, or, with none, offers the recent sessions and a new session.
 */
export function WizardFrame({
  step,
  children,
}: {
  step: WizardStepKey;
  children: (session: TherapySessionDetail) => ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session');
  const session = useSession(sessionId);
  const label = WIZARD_STEPS.find((candidate) => candidate.key === step)?.label ?? '';
  const location = useLocation();
  const cameByContinue = isContinueState(location.state);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isReady = session.isSuccess;

  // A step opens at the top of the page: the window keeps its scroll across routes, so without this the next
  // step would open as far down as the previous step's Continue button was.
  useEffect(() => {
    scrollPageToTop();
  }, [step, sessionId]);
  useEffect(() => {
    if (isReady && cameByContinue) {
      headingRef.current?.focus({ preventScroll: true });
      scrollPageToTop();
    }
  }, [isReady, cameByContinue, step, sessionId]);

  if (sessionId === null) return <ResumeSession step={step} heading={label} />;
  if (session.isPending) return <StatusText>Loading session...</StatusText>;
  if (session.isError)
    return (
      <ChooseSession
        step={step}
        heading={label}
        problem={errorMessage(session.error, 'This session could not be loaded.')}
      />
    );

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <StepIndicator current={step} sessionId={session.data.id} />
      <SessionLine session={session.data} heading={label} headingRef={headingRef} />
      {children(session.data)}
    </div>
  );
}

/** Scrolls the window, and the main region should it scroll by itself, back to the top. */
function scrollPageToTop() {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  document.getElementById('main')?.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

function SessionLine({
  session,
  heading,
  headingRef,
}: {
  session: TherapySessionDetail;
  heading: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {heading}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Session with{' '}
        <span className="font-medium text-slate-900 dark:text-slate-50">
          {session.clientName ?? NO_CLIENT}
        </span>
        {' · '}
        <time dateTime={session.startedAt}>
          {formatDate(session.startedAt)}, {formatTime(session.startedAt)}
        </time>
        {session.templateName ? ` · ${session.templateName}` : ''}
        {' · '}
        <Link
          to={recordingHref(session.id)}
          className="text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100"
        >
          Open recording
        </Link>
      </p>
    </div>
  );
}

/** Replaces the address with the session to resume, once the list says which; otherwise the picker. */
function ResumeSession({ step, heading }: { step: WizardStepKey; heading: string }) {
  const navigate = useNavigate();
  const sessions = useSessions({});
  const resume = sessions.data ? sessionToResume(sessions.data) : undefined;
  useEffect(() => {
    if (resume) void navigate(stepHref(step, resume.id), { replace: true });
  }, [navigate, resume, step]);

  if (sessions.isPending || resume) return <StatusText>Opening your latest session...</StatusText>;
  return <ChooseSession step={step} heading={heading} />;
}

const STATUS_LABELS = { in_progress: 'In progress', needs_review: 'Needs review', completed: 'Completed' };

/** The placeholder of SPEC §2 plus the clinician's recent sessions, each opening this same step. */
function ChooseSession({
  step,
  heading,
  problem,
}: {
  step: WizardStepKey;
  heading: string;
  problem?: string;
}) {
  const sessions = useSessions({});
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h2 className="text-xl font-semibold">{heading}</h2>
      <Card className="space-y-4 p-6">
        {problem ? <ErrorText size="inherit">{problem}</ErrorText> : null}
        <p className="text-slate-700 dark:text-slate-300">{NO_SESSION_DATA}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">Choose a recent session to work on:</p>
        {sessions.isPending ? (
          <StatusText>Loading sessions...</StatusText>
        ) : sessions.isError ? (
          <ErrorText>{errorMessage(sessions.error, 'The sessions could not be loaded.')}</ErrorText>
        ) : sessions.data.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">There are no sessions yet.</p>
        ) : (
          <ul aria-label="Recent sessions" className="divide-y divide-slate-200 dark:divide-slate-700">
            {sessions.data.slice(0, 10).map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-2.5">
                <div className="text-sm">
                  <p className="font-medium text-slate-900 dark:text-slate-50">
                    {session.clientName ?? NO_CLIENT}
                  </p>
                  <p className="text-slate-600 dark:text-slate-400">
                    {formatDate(session.startedAt)}, {formatTime(session.startedAt)} ·{' '}
                    {STATUS_LABELS[session.status]}
                  </p>
                </div>
                <Link
                  to={stepHref(step, session.id)}
                  aria-label={`Open the session with ${session.clientName ?? 'no client chosen'} on ${formatDate(session.startedAt)}`}
                  className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
                >
                  Open
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className="border-t border-slate-200 pt-4 dark:border-slate-700">
          {/* The recording screen opened on its own starts a draft session to dictate into at once. */}
          <Button onClick={() => void navigate('/app/session/dictation')}>
            <Mic className="size-4" aria-hidden />
            Start a new session
          </Button>
        </div>
      </Card>
    </div>
  );
}
