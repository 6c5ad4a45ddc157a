import type { TherapySession } from '#contract/sessions';
import { Link } from 'react-router';
import type { ClientDocuments } from '#contract/workflow';
import { useClientDocuments } from '#web/api/session-notes';
import { useSessionPages } from '#web/api/sessions';
import { Badge } from '#web/components/ui/card';
import { Modal } from '#web/components/ui/modal';
import { LoadMore } from '#web/components/ui/paged-list';
import { StatusText } from '#web/components/ui/status-text';
import { formatDate, formatTime } from '#web/lib/format';
import { statusClasses } from '#web/lib/status-colors';
import { fullName, type ClientDialogProps } from '../client-form';
import { LoadError } from '#web/components/ui/load-error';

const SESSION_STATUS_LABELS: Record<TherapySession['status'], string> = {
  completed: 'Completed',
  needs_review: 'Needs review',
  in_progress: 'In progress',
};

/**
 * A client's sessions, newest first (GET /api/sessions?clientId=…), each with the clinician's notes, its session
 * note (signed or draft, with a link to it) and its final report (with a link), from GET /api/clients/:id/notes.
 */
export function NotesDialog({ client, onOpenChange }: ClientDialogProps) {
  return (
    <Modal
      open={client !== undefined}
      onOpenChange={onOpenChange}
      title={client ? `Notes for ${fullName(client)}` : 'Notes'}
      description="Sessions and session notes, newest first."
      wide
    >
      {client ? <SessionNotes clientId={client.id} /> : null}
    </Modal>
  );
}

const LINK_CLASSES =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200';

/** The session's note and report as links, once the documents have loaded. */
function SessionDocuments({
  sessionId,
  documents,
}: {
  sessionId: string;
  documents: ClientDocuments | undefined;
}) {
  if (!documents) return null;
  const note = documents.notes.find((n) => n.sessionId === sessionId);
  const report = documents.reports.find((r) => r.sessionId === sessionId);
  if (!note && !report) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      {note ? (
        <Link
          to={`/app/session/note-formulation?session=${encodeURIComponent(sessionId)}`}
          className={LINK_CLASSES}
        >
          {note.status === 'signed'
            ? `Signed note, version ${note.version}${note.signedBy ? `, by ${note.signedBy}` : ''}${
                note.signedAt ? ` on ${formatDate(note.signedAt)}` : ''
              }`
            : `Draft note, version ${note.version}`}
        </Link>
      ) : null}
      {report ? (
        <Link to={`/app/assessment-reports/${encodeURIComponent(report.id)}`} className={LINK_CLASSES}>
          {report.reportType} ({formatDate(report.createdAt)})
        </Link>
      ) : null}
    </p>
  );
}

function SessionNotes({ clientId }: { clientId: string }) {
  const documents = useClientDocuments(clientId);
  // A page at a time: a long-standing client may have hundreds of sessions.
  const sessions = useSessionPages({ clientId });

  if (sessions.isPending) return <StatusText>Loading sessions…</StatusText>;
  if (sessions.isError)
    return (
      <LoadError
        layout="inline"
        message="Could not load the sessions."
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
      />
    );
  if (sessions.data.sessions.length === 0)
    return (
      <div className="rounded-md border border-dashed border-slate-300 p-6 text-center dark:border-slate-600">
        <p className="font-medium">No sessions yet</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Sessions you start with this client appear here with their notes.
        </p>
      </div>
    );

  return (
    <div className="space-y-2">
      <ol aria-label="Sessions" className="space-y-3">
        {sessions.data.sessions.map((session) => (
          <li key={session.id} className="rounded-md border border-slate-200 p-4 dark:border-slate-700">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
                <time dateTime={session.startedAt}>
                  {formatDate(session.startedAt)} · {formatTime(session.startedAt)}
                </time>
                <span className="text-slate-600 dark:text-slate-300">
                  {' · '}
                  {session.durationMinutes === null
                    ? 'Duration not recorded'
                    : `${session.durationMinutes} min`}
                </span>
              </p>
              <Badge className={statusClasses(session.status)}>{SESSION_STATUS_LABELS[session.status]}</Badge>
            </div>
            {session.templateName ? (
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{session.templateName}</p>
            ) : null}
            <SessionDocuments sessionId={session.id} documents={documents.data} />
            <p className="mt-2 text-sm whitespace-pre-wrap text-slate-800 dark:text-slate-200">
              {session.notes.trim() === '' ? (
                <span className="text-slate-600 italic dark:text-slate-400">No notes recorded.</span>
              ) : (
                session.notes
              )}
            </p>
          </li>
        ))}
      </ol>
      <LoadMore pages={sessions} shown={sessions.data.sessions.length} what="sessions" />
    </div>
  );
}
