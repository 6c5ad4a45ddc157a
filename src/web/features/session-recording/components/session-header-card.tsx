import { CalendarDays, FileText, MapPin, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { SESSION_SETTING_LABELS, type TherapySession } from '../../../../contract/sessions';
import { Badge, Card } from '../../../components/ui/card';
import { formatDate, formatTime } from '../../../lib/format';
import { statusClasses } from '../../../lib/status-colors';

const STATUS_LABELS: Record<TherapySession['status'], string> = {
  in_progress: 'In progress',
  needs_review: 'Needs review',
  completed: 'Completed',
};

/** Who the session is with, which template it follows, where, and when it started. */
export function SessionHeaderCard({ session, actions }: { session: TherapySession; actions?: ReactNode }) {
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Session with {session.clientName}</h2>
        <div className="flex flex-wrap items-center gap-3">
          <Badge className={statusClasses(session.status)}>{STATUS_LABELS[session.status]}</Badge>
          {actions}
        </div>
      </div>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Detail icon={<User className="size-4" aria-hidden />} term="Client">
          {session.clientName}
        </Detail>
        <Detail icon={<FileText className="size-4" aria-hidden />} term="Template">
          {session.templateName ?? 'No template'}
        </Detail>
        <Detail icon={<MapPin className="size-4" aria-hidden />} term="Setting">
          {SESSION_SETTING_LABELS[session.setting]}
        </Detail>
        <Detail icon={<CalendarDays className="size-4" aria-hidden />} term="Started">
          <time dateTime={session.startedAt}>
            {formatDate(session.startedAt)}, {formatTime(session.startedAt)}
          </time>
        </Detail>
      </dl>
    </Card>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-slate-600 dark:text-slate-400">
        {icon}
        {term}
      </dt>
      <dd className="mt-0.5 font-medium text-slate-900 dark:text-slate-50">{children}</dd>
    </div>
  );
}
