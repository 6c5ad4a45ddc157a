import { Plus, Users } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { Client } from '#contract/clients';
import { useClientPages } from '../../api/clients';
import { ClearSampleDataDialog } from '../../components/clear-sample-data-dialog';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { ListSearch, LoadMore } from '../../components/ui/paged-list';
import { SampleDataBanner } from '../../components/ui/sample-data-banner';
import { StatusText } from '../../components/ui/status-text';
import { useDebouncedValue } from '../../lib/paging';
import { useDialogWithFocusReturn } from '../../lib/use-dialog-with-focus-return';
import { ClientFormDialog } from './components/client-form-dialog';
import { ClientsTable } from './components/clients-table';
import { DeleteClientDialog } from './components/delete-client-dialog';
import { NotesDialog } from './components/notes-dialog';
import { ScheduleDialog } from './components/schedule-dialog';
import { useClientActions } from './use-client-actions';

type RowSlots = {
  renderScores?: ((client: Client) => ReactNode) | undefined;
  renderActions?: ((client: Client) => ReactNode) | undefined;
};

/**
 * SPEC §2 Clients: the caseload table, with add, edit, schedule, notes, archive and delete. The route may add to
 * each row (the latest scores under the name, further actions).
 */
export function ClientsScreen({ renderScores, renderActions }: RowSlots = {}) {
  const [showArchived, setShowArchived] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  // A page at a time, searched and ordered by the server (the caseload may hold thousands of clients).
  const clients = useClientPages({ includeArchived: showArchived, q });
  // The heading counts the whole caseload, so a search keeps the count it had without one.
  const [caseloadTotal, setCaseloadTotal] = useState<number>();
  const unsearchedTotal = q === '' && !clients.isPlaceholderData ? clients.data?.total : undefined;
  if (unsearchedTotal !== undefined && unsearchedTotal !== caseloadTotal) setCaseloadTotal(unsearchedTotal);
  const actions = useClientActions();
  const clearDialog = useDialogWithFocusReturn();
  const hasSampleData = clients.data?.clients.some((client) => client.isSample) ?? false;

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
          <ShowArchivedToggle checked={showArchived} onChange={setShowArchived} />
          <AddClientButton onClick={actions.openAdd} />
        </div>
      </div>

      <Card aria-busy={clients.isFetching} className="overflow-hidden">
        {clients.isPending ? (
          <StatusText className="p-6">Loading clients…</StatusText>
        ) : clients.isError ? (
          <LoadError
            layout="block"
            message="Could not load clients."
            error={clients.error}
            onRetry={() => void clients.refetch()}
          />
        ) : clients.data.clients.length === 0 && q !== '' ? (
          <StatusText className="p-6">No clients match “{q}”.</StatusText>
        ) : clients.data.clients.length === 0 ? (
          <EmptyState
            icon={Users}
            title="No clients yet"
            descriptionClassName="max-w-sm"
            action={<AddClientButton onClick={actions.openAdd} />}
          >
            Add a client to schedule sessions and keep their notes in one place.
          </EmptyState>
        ) : (
          <>
            <ClientsTable
              clients={clients.data.clients}
              busyClientId={actions.busyClientId}
              onAction={actions.handleAction}
              renderScores={renderScores}
              renderActions={renderActions}
            />
            <LoadMore pages={clients} shown={clients.data.clients.length} what="clients" />
          </>
        )}
      </Card>

      <ClientFormDialog
        open={actions.isFormOpen}
        client={actions.dialogClient('edit')}
        onOpenChange={actions.closeDialog}
      />
      <ScheduleDialog client={actions.dialogClient('schedule')} onOpenChange={actions.closeDialog} />
      <NotesDialog client={actions.dialogClient('notes')} onOpenChange={actions.closeDialog} />
      <DeleteClientDialog client={actions.dialogClient('delete')} onOpenChange={actions.closeDialog} />
      <ClearSampleDataDialog open={clearDialog.isOpen} onOpenChange={clearDialog.onOpenChange} />
    </section>
  );
}

function ShowArchivedToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-slate-400 accent-brand-700 dark:border-slate-500"
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        Show archived
      </label>
    </div>
  );
}

function AddClientButton({ onClick }: { onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus className="size-4" aria-hidden />
      Add Client
    </Button>
  );
}
