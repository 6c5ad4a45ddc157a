import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { useReports } from '../../api/reports';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ListSearch, LoadMore } from '../../components/ui/paged-list';
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
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          Loading reports…
        </p>
      ) : reports.isError ? (
        <LoadError
          layout="card"
          message="Could not load reports."
          error={reports.error}
          onRetry={() => void reports.refetch()}
        />
      ) : reports.data.reports.length === 0 && isSearching ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          No reports match “{search.trim()}”.
        </p>
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
        <div>
          <ul aria-labelledby="reports-heading" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {reports.data.reports.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} />
              </li>
            ))}
          </ul>
          <LoadMore
            shown={reports.data.reports.length}
            total={reports.data.total}
            hasMore={reports.hasNextPage}
            isLoading={reports.isFetchingNextPage}
            onLoadMore={() => void reports.fetchNextPage()}
            what="reports"
          />
        </div>
      )}

      <NewReportDialog open={chooser.isOpen} onOpenChange={chooser.onOpenChange} />
    </section>
  );
}
