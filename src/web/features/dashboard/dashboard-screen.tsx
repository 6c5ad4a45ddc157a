import { useDashboard } from '../../api/dashboard';
import { ClearSampleDataDialog } from '../../components/clear-sample-data-dialog';
import { Button } from '../../components/ui/button';
import { SampleDataBanner } from '../../components/ui/sample-data-banner';
import { AddIntakeSessionDialog } from './components/add-intake-session-dialog';
import { DashboardCounters } from './components/dashboard-counters';
import { QuickActions } from './components/quick-actions';
import { RecentSessions } from './components/recent-sessions';
import { StatusText } from '../../components/ui/status-text';
import { useDialogWithFocusReturn } from '../../lib/use-dialog-with-focus-return';
import { LoadError } from '../../components/ui/load-error';

/** SPEC §2 Dashboard: today's figures, recent sessions and the quick actions, from the clinician's records. */
export function DashboardScreen() {
  const dashboard = useDashboard();
  const intakeDialog = useDialogWithFocusReturn();
  const clearDialog = useDialogWithFocusReturn();

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      {/* Only while the workspace is all samples: the clinician's own client or session ends it, as clearing does. */}
      {dashboard.data?.hasSampleData && !dashboard.data.hasOwnData ? (
        <SampleDataBanner
          action={
            <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={clearDialog.open}>
              Clear sample data
            </Button>
          }
        >
          The figures and sessions below are sample data.
        </SampleDataBanner>
      ) : null}

      {/* The screen appears whole once its data is here: shown piece by piece, the quick actions would jump down
          the page as the figures and sessions above them arrived. */}
      {dashboard.isPending ? (
        <StatusText>Loading dashboard...</StatusText>
      ) : (
        <>
          {dashboard.isError ? (
            <LoadError
              layout="banner"
              message="Could not load the dashboard."
              error={dashboard.error}
              onRetry={() => void dashboard.refetch()}
            />
          ) : (
            <DashboardCounters
              sessionsToday={dashboard.data.sessionsToday}
              activeClients={dashboard.data.activeClients}
              pendingNotes={dashboard.data.pendingNotes}
            />
          )}

          <div className="grid items-start gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              {dashboard.data ? (
                <RecentSessions sessions={dashboard.data.recentSessions} onStartSession={intakeDialog.open} />
              ) : null}
            </div>
            <QuickActions onStartNewSession={intakeDialog.open} />
          </div>
        </>
      )}

      <AddIntakeSessionDialog open={intakeDialog.isOpen} onOpenChange={intakeDialog.onOpenChange} />
      <ClearSampleDataDialog open={clearDialog.isOpen} onOpenChange={clearDialog.onOpenChange} />
    </div>
  );
}
