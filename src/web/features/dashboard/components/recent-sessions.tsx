import { CalendarDays, Clock, Timer } from 'lucide-react';
import type { SessionSummaryRow } from '#contract/sessions';
import { Badge, Card } from '#web/components/ui/card';
import { formatDate, formatTime } from '#web/lib/format';
import { statusClasses } from '#web/lib/status-colors';

/** SPEC §4: a completed session reads 'Progress'; anything else still needs the clinician's review. */
const STATUS_LABELS: Record<SessionSummaryRow['status'], string> = {
  completed: 'Progress',
  needs_review: 'Needs review',
};
const STATUS_COLOURS: Record<SessionSummaryRow['status'], string> = {
  completed: statusClasses('completed'),
  needs_review: statusClasses('pending'),
};

export function RecentSessions({
  sessions,
  onStartSession,
}: {
  sessions: SessionSummaryRow[];
  onStartSession: () => void;
}) {
  return (
    <Card className="p-5">
      <h2 id="recent-sessions-heading" className="text-base font-semibold">
        Recent Sessions
      </h2>
      {sessions.length === 0 ? (
        <div className="mt-4 rounded-md border border-dashed border-slate-300 px-4 py-8 text-center dark:border-slate-600">
          <p className="font-medium">No sessions yet</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Sessions you start will be listed here.
          </p>
          <button
            type="button"
            onClick={onStartSession}
            className="mt-3 text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
          >
            Start your first session
          </button>
        </div>
      ) : (
        <ul
          aria-labelledby="recent-sessions-heading"
          className="mt-3 divide-y divide-slate-200 dark:divide-slate-700"
        >
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900 dark:text-slate-50">
                  {session.clientName ?? 'No client chosen'}
                </p>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
                  <span className="inline-flex items-center gap-1">
                    <CalendarDays className="size-3.5" aria-hidden />
                    {formatDate(session.date)}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Clock className="size-3.5" aria-hidden />
                    {formatTime(session.date)}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Timer className="size-3.5" aria-hidden />
                    {session.duration} min
                  </span>
                </p>
              </div>
              <Badge className={STATUS_COLOURS[session.status]}>{STATUS_LABELS[session.status]}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
