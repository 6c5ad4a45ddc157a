import { FileText, Plus } from 'lucide-react';
import { useReports } from '../../api/reports';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-errors';
import { NewReportDialog } from './components/new-report-dialog';
import { ReportCard } from './components/report-card';
import { useDialogWithFocusReturn } from '../../lib/use-dialog-with-focus-return';

/** SPEC §2 Assessment Reports: the final reports of completed sessions, and New Report to write one. */
export function AssessmentReportsScreen() {
  const reports = useReports();
  const chooser = useDialogWithFocusReturn();

  return (
    <section aria-labelledby="reports-heading" className="mx-auto max-w-6xl space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="reports-heading" className="text-xl font-semibold">
            Assessment Reports
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Each completed session keeps its final report here, ready to view or download as a PDF.
          </p>
        </div>
        <Button aria-haspopup="dialog" onClick={chooser.open}>
          <Plus className="size-4" aria-hidden />
          New Report
        </Button>
      </div>

      {reports.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          Loading reports…
        </p>
      ) : reports.isError ? (
        <Card role="alert" className="space-y-3 p-6">
          <p className="font-medium text-red-700 dark:text-red-400">Could not load reports.</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{errorMessage(reports.error)}</p>
          <Button variant="secondary" size="sm" onClick={() => void reports.refetch()}>
            Try again
          </Button>
        </Card>
      ) : reports.data.reports.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <FileText className="size-10 text-slate-400 dark:text-slate-500" aria-hidden />
          <p className="text-lg font-semibold">No assessment reports yet</p>
          <p className="max-w-md text-sm text-slate-600 dark:text-slate-300">
            A report is created when you complete a session&apos;s assessment. Choose a session to begin.
          </p>
          <Button aria-haspopup="dialog" onClick={chooser.open}>
            <Plus className="size-4" aria-hidden />
            Create First Report
          </Button>
        </Card>
      ) : (
        <ul aria-labelledby="reports-heading" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {reports.data.reports.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} />
            </li>
          ))}
        </ul>
      )}

      <NewReportDialog open={chooser.isOpen} onOpenChange={chooser.onOpenChange} />
    </section>
  );
}
