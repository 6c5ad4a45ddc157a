import { ChevronRight } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { TherapySession } from '#contract/sessions';
import { useSessions } from '#web/api/sessions';
import { Badge } from '#web/components/ui/card';
import { Modal } from '#web/components/ui/modal';
import { StatusText } from '#web/components/ui/status-text';
import { formatDate, formatTime } from '#web/lib/format';
import { sessionStatusClasses, sessionStatusLabel } from '../lib/session-status';
import { LoadError } from '#web/components/ui/load-error';

/** How many of the newest sessions the chooser lists; older sessions are reached from the client's record. */
export const RECENT_SESSION_LIMIT = 20;

/** The wizard's first step, where a report is written from a session's note. */
export function noteFormulationPath(sessionId: string): string {
  return `/app/session/note-formulation?session=${encodeURIComponent(sessionId)}`;
}

/** New Report / Create First Report: pick a recent session, then continue in the session wizard. */
export function NewReportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // Fetched only while the chooser is open, and afresh each time, since sessions start on other screens.
  const sessions = useSessions({}, { enabled: open, refetchOnMount: 'always' });
  const navigate = useNavigate();
  const choose = (session: TherapySession) => {
    onOpenChange(false);
    void navigate(noteFormulationPath(session.id));
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="New Report"
      description="Choose a recent session. Its note, diagnoses and plan become the assessment report."
      wide
    >
      {sessions.isPending ? (
        <StatusText>Loading sessions…</StatusText>
      ) : sessions.isError ? (
        <LoadError
          layout="inline"
          message="Could not load your sessions."
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
        />
      ) : sessions.data.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-200">
          There are no sessions to report on yet.{' '}
          <Link
            to="/app/session/settings"
            onClick={() => onOpenChange(false)}
            className="font-medium text-brand-700 underline dark:text-brand-100"
          >
            Start a session
          </Link>{' '}
          first.
        </p>
      ) : (
        <SessionChoices sessions={sessions.data.slice(0, RECENT_SESSION_LIMIT)} onChoose={choose} />
      )}
    </Modal>
  );
}

function SessionChoices({
  sessions,
  onChoose,
}: {
  sessions: TherapySession[];
  onChoose: (session: TherapySession) => void;
}) {
  return (
    <ul aria-label="Recent sessions" className="max-h-[55vh] space-y-2 overflow-y-auto pr-1">
      {sessions.map((session) => (
        <li key={session.id}>
          <button
            type="button"
            onClick={() => onChoose(session)}
            className="flex w-full items-center justify-between gap-3 rounded-md border border-slate-200 px-4 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900 dark:text-slate-50">
                {session.clientName ?? 'No client chosen'}
              </span>
              <span className="block text-sm text-slate-600 dark:text-slate-300">
                {formatDate(session.startedAt)} at {formatTime(session.startedAt)}
                {session.templateName ? ` · ${session.templateName}` : ''}
              </span>
            </span>
            <span className="flex shrink-0 items-center gap-2">
              <Badge className={sessionStatusClasses(session.status)}>
                {sessionStatusLabel(session.status)}
              </Badge>
              <ChevronRight className="size-4 text-slate-500 dark:text-slate-400" aria-hidden />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
