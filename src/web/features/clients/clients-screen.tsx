import { Plus, Users } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { Client } from '../../../contract/clients';
import { useClientPages, useUpdateClient } from '../../api/clients';
import { ClearSampleDataDialog } from '../../components/clear-sample-data-dialog';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ListSearch, LoadMore } from '../../components/ui/paged-list';
import { SampleDataBanner } from '../../components/ui/sample-data-banner';
import { errorMessage } from '../../lib/api-errors';
import { useDebouncedValue } from '../../lib/paging';
import { useDialogWithFocusReturn } from '../../lib/use-dialog-with-focus-return';
import { showToast } from '../../lib/toast-store';
import { fullName } from './client-form';
import { ClientFormDialog } from './components/client-form-dialog';
import { ClientsTable, type ClientAction } from './components/clients-table';
import { DeleteClientDialog } from './components/delete-client-dialog';
import { NotesDialog } from './components/notes-dialog';
import { ScheduleDialog } from './components/schedule-dialog';
import { LoadError } from '../../components/ui/load-error';

type OpenDialog =
  { kind: 'add' } | { kind: 'edit' | 'schedule' | 'notes' | 'delete'; client: Client } | undefined;

/**
 * SPEC §2 Clients: the caseload table, with add, edit, schedule, notes, archive and delete. The route may add to
 * each row (the latest scores under the name, further actions).
 */
export function ClientsScreen({
  renderScores,
  renderActions,
}: {
  renderScores?: (client: Client) => ReactNode;
  renderActions?: (client: Client) => ReactNode;
} = {}) {
  const [showArchived, setShowArchived] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  // A page at a time, searched and ordered by the server (the caseload may hold thousands of clients).
  const clients = useClientPages({ includeArchived: showArchived, q });
  // The heading counts the whole caseload, so a search keeps the count it had without one.
  const [caseloadTotal, setCaseloadTotal] = useState<number>();
  const unsearchedTotal = q === '' && !clients.isPlaceholderData ? clients.data?.total : undefined;
  if (unsearchedTotal !== undefined && unsearchedTotal !== caseloadTotal) setCaseloadTotal(unsearchedTotal);
  const [dialog, setDialog] = useState<OpenDialog>();
  const updateClient = useUpdateClient();
  const toggleId = useId();
  const clearDialog = useDialogWithFocusReturn();

  const closeDialog = (open: boolean) => {
    if (!open) setDialog(undefined);
  };
  const dialogClient = (kind: 'edit' | 'schedule' | 'notes' | 'delete') =>
    dialog?.kind === kind ? dialog.client : undefined;

  const setArchived = async (client: Client, archived: boolean) => {
    try {
      await updateClient.mutateAsync({ id: client.id, changes: { archived } });
      showToast({
        title: archived ? 'Client archived' : 'Client restored',
        description: archived
          ? `${fullName(client)} is hidden from the list. Turn on Show archived to see them.`
          : fullName(client),
      });
    } catch (error) {
      showToast({
        title: archived ? 'Could not archive the client' : 'Could not restore the client',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  const handleAction = (action: ClientAction, client: Client) => {
    switch (action) {
      case 'archive':
        void setArchived(client, true);
        return;
      case 'restore':
        void setArchived(client, false);
        return;
      case 'edit':
      case 'schedule':
      case 'notes':
      case 'delete':
        setDialog({ kind: action, client });
        return;
    }
  };

  const list = clients.data?.clients;
  const hasSampleData = list?.some((client) => client.isSample) ?? false;

  return (
    <section aria-labelledby="clients-heading" className="space-y-5">
      {hasSampleData ? (
        <SampleDataBanner
          action={
            <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={clearDialog.open}>
              Clear sample data
            </Button>
          }
        >
          These clients are sample data for the demo workspace.
        </SampleDataBanner>
      ) : null}

      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="clients-heading" className="flex items-baseline gap-3 text-xl font-semibold">
          Clients
          {caseloadTotal !== undefined ? (
            <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
              {caseloadTotal.toLocaleString('en-US')} in database
            </span>
          ) : null}
        </h2>
        <div className="flex flex-wrap items-center gap-4">
          <div className="w-64">
            <ListSearch
              label="Search clients by name"
              placeholder="Search clients"
              value={search}
              onChange={setSearch}
            />
          </div>
          <div className="flex items-center gap-2">
            <input
              id={toggleId}
              type="checkbox"
              checked={showArchived}
              onChange={(event) => setShowArchived(event.target.checked)}
              className="size-4 rounded border-slate-400 accent-brand-700 dark:border-slate-500"
            />
            <label htmlFor={toggleId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
              Show archived
            </label>
          </div>
          <Button onClick={() => setDialog({ kind: 'add' })}>
            <Plus className="size-4" aria-hidden />
            Add Client
          </Button>
        </div>
      </div>

      <Card aria-busy={clients.isFetching} className="overflow-hidden">
        {clients.isPending ? (
          <p role="status" className="p-6 text-sm text-slate-600 dark:text-slate-300">
            Loading clients…
          </p>
        ) : clients.isError ? (
          <LoadError
            layout="block"
            message="Could not load clients."
            error={clients.error}
            onRetry={() => void clients.refetch()}
          />
        ) : clients.data.clients.length === 0 && q !== '' ? (
          <p role="status" className="p-6 text-sm text-slate-600 dark:text-slate-300">
            No clients match “{q}”.
          </p>
        ) : clients.data.clients.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <Users className="size-10 text-slate-400 dark:text-slate-500" aria-hidden />
            <p className="text-lg font-semibold">No clients yet</p>
            <p className="max-w-sm text-sm text-slate-600 dark:text-slate-300">
              Add a client to schedule sessions and keep their notes in one place.
            </p>
            <Button onClick={() => setDialog({ kind: 'add' })}>
              <Plus className="size-4" aria-hidden />
              Add Client
            </Button>
          </div>
        ) : (
          <>
            <ClientsTable
              clients={clients.data.clients}
              busyClientId={updateClient.isPending ? updateClient.variables.id : undefined}
              onAction={handleAction}
              renderScores={renderScores}
              renderActions={renderActions}
            />
            <LoadMore
              shown={clients.data.clients.length}
              total={clients.data.total}
              hasMore={clients.hasNextPage}
              isLoading={clients.isFetchingNextPage}
              onLoadMore={() => void clients.fetchNextPage()}
              what="clients"
            />
          </>
        )}
      </Card>

      <ClientFormDialog
        open={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        client={dialogClient('edit')}
        onOpenChange={closeDialog}
      />
      <ScheduleDialog client={dialogClient('schedule')} onOpenChange={closeDialog} />
      <NotesDialog client={dialogClient('notes')} onOpenChange={closeDialog} />
      <DeleteClientDialog client={dialogClient('delete')} onOpenChange={closeDialog} />
      <ClearSampleDataDialog open={clearDialog.isOpen} onOpenChange={clearDialog.onOpenChange} />
    </section>
  );
}
