import { CalendarDays, FileText } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { reportListItemSchema } from '#contract/workflow';
import { buttonVariants } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { formatDate } from '#web/lib/format';

export type ReportListItem = z.infer<typeof reportListItemSchema>;

/** SPEC §2: report type, client first and last name, created date and View Report. */
export function ReportCard({ report }: { report: ReportListItem }) {
  const titleId = useId();
  const clientName = `${report.clientFirstName} ${report.clientLastName}`;
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <FileText className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-100" aria-hidden />
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-slate-900 dark:text-slate-50">
            {report.reportType}
          </h3>
          <p className="mt-0.5 truncate text-sm text-slate-700 dark:text-slate-200">{clientName}</p>
        </div>
      </div>
      <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
        <CalendarDays className="size-3.5" aria-hidden />
        <span>
          Created <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
        </span>
      </p>
      <div className="mt-auto">
        <Link
          to={`/app/assessment-reports/${encodeURIComponent(report.id)}`}
          aria-describedby={titleId}
          className={buttonVariants()}
        >
          View Report
        </Link>
      </div>
    </Card>
  );
}
