import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { useReports } from '../../api/reports';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ListSearch, LoadMore } from '../../components/ui/paged-list';
import { StatusText } from '../../components/ui/status-text';
import { useDebouncedValue } from '../../lib/paging';
import { NewReportDialog } from './components/new-report-dialog';
import { ReportCard } from './components/report-card';
import { useDialogWithFocusReturn } from '../../lib/use-dialog-with-focus-return';
import { LoadError } from '../../components/ui/load-error';

/** SPEC §2 Assessment Reports: the final reports of completed sessions, and New Report to write one. */
export function AssessmentReportsScreen() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  // A page at a time, found by client name or report type on the server.
  const reports = useReports({ q });
  const chooser = useDialogWithFocusReturn();
  const isSearching = q !== '' || search !== '';

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

      {isSearching || (reports.data?.reports.length ?? 0) > 0 ? (
        <div className="max-w-sm">
          <ListSearch
            label="Search reports by client name or type"
            placeholder="Search reports"
            value={search}
            onChange={setSearch}
          />
        </div>
      ) : null}

      {reports.isPending ? (
        <StatusText>Loading reports…</StatusText>
      ) : reports.isError ? (
        <LoadError
          layout="card"
          message="Could not load reports."
          error={reports.error}
          onRetry={() => void reports.refetch()}
        />
      ) : reports.data.reports.length === 0 && isSearching ? (
        <StatusText>No reports match “{search.trim()}”.</StatusText>
      ) : reports.data.reports.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No assessment reports yet"
          isCard
          descriptionClassName="max-w-md"
          action={
            <Button aria-haspopup="dialog" onClick={chooser.open}>
              <Plus className="size-4" aria-hidden />
              Create First Report
            </Button>
          }
        >
          A report is created when you complete a session&apos;s assessment. Choose a session to begin.
        </EmptyState>
      ) : (
        <div>
          <ul aria-labelledby="reports-heading" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {reports.data.reports.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} />
              </li>
            ))}
          </ul>
          <LoadMore pages={reports} shown={reports.data.reports.length} what="reports" />
        </div>
      )}

      <NewReportDialog open={chooser.isOpen} onOpenChange={chooser.onOpenChange} />
    </section>
  );
}
