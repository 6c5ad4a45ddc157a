import { Archive, ArchiveRestore, CalendarClock, NotebookText, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Client } from '#contract/clients';
import { Button } from '#web/components/ui/button';
import { Badge } from '#web/components/ui/card';
import { TableScroller } from '#web/components/ui/table';
import { Tooltip } from '#web/components/ui/tooltip';
import { cn } from '#web/lib/cn';
import { formatDate } from '#web/lib/format';
import { riskClasses, statusClasses } from '#web/lib/status-colors';
import { capitalise, describeClient, fullName } from '../client-form';

export type ClientAction = 'schedule' | 'notes' | 'edit' | 'archive' | 'restore' | 'delete';

const COLUMNS = ['Client', 'Primary Concerns', 'Last Session', 'Status', 'Risk Level', 'Actions'] as const;

const CELL_CLASS = 'block lg:table-cell lg:px-4 lg:py-3';

/**
 * On a card each field is named by its column heading, drawn from `data-label` as generated content so the cell's
 * own text stays just its value (as the table reads from the header row).
 */
const LABELLED_CELL_CLASS = `${CELL_CLASS} before:mb-1 before:block before:text-xs before:font-semibold before:text-slate-600 before:content-[attr(data-label)] lg:before:hidden dark:before:text-slate-300`;

/**
 * SPEC §2 client table: its six columns, one row per client, archived rows marked. Below the `lg` breakpoint each
 * row is laid out as a card (the same table elements, so it reads as a table); from there up it is the table, which
 * scrolls inside its own box when the screen is narrower than its columns.
 */
export function ClientsTable({
  clients,
  busyClientId,
  onAction,
  renderScores,
  renderActions,
}: {
  clients: Client[];
  /** A row whose archive or restore is under way. */
  busyClientId?: string | undefined;
  onAction: (action: ClientAction, client: Client) => void;
  /** The client's latest scores, shown under their name (composed by the route). */
  renderScores?: ((client: Client) => ReactNode) | undefined;
  /** Further actions on the row, before the table's own (composed by the route). */
  renderActions?: ((client: Client) => ReactNode) | undefined;
}) {
  return (
    <TableScroller label="Clients">
      <table className="block w-full text-left text-sm lg:table lg:min-w-[56rem]">
        <caption className="sr-only">Clients</caption>
        <thead className="sr-only border-b border-slate-200 bg-slate-50 lg:not-sr-only lg:table-header-group dark:border-slate-700 dark:bg-slate-800/60">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={cn(
                  'px-4 py-3 text-xs font-semibold text-slate-700 dark:text-slate-200',
                  column === 'Actions' && 'text-right',
                )}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-200 lg:table-row-group dark:divide-slate-700">
          {clients.map((client) => (
            <ClientRow
              key={client.id}
              client={client}
              isBusy={busyClientId === client.id}
              onAction={(action) => onAction(action, client)}
              scores={renderScores?.(client)}
              extraActions={renderActions?.(client)}
            />
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

function ClientRow({
  client,
  isBusy,
  onAction,
  scores,
  extraActions,
}: {
  client: Client;
  isBusy: boolean;
  onAction: (action: ClientAction) => void;
  scores: ReactNode;
  extraActions: ReactNode;
}) {
  const name = fullName(client);
  const isArchived = client.archivedAt !== null;
  return (
    <tr
      data-archived={isArchived ? 'true' : undefined}
      className={cn(
        'grid grid-cols-2 gap-x-4 gap-y-3 p-4 sm:grid-cols-3 align-top lg:table-row lg:p-0',
        isArchived && 'bg-slate-100 dark:bg-slate-800/50',
      )}
    >
      <th scope="row" className={cn(CELL_CLASS, 'col-span-2 text-left font-normal sm:col-span-3')}>
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900 dark:text-slate-100">{name}</span>
          {isArchived ? (
            <Badge className="border border-slate-400 bg-white text-slate-800 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100">
              Archived
            </Badge>
          ) : null}
        </span>
        <span className="mt-0.5 block text-xs whitespace-nowrap text-slate-600 dark:text-slate-300">
          {describeClient(client)}
        </span>
        {scores}
      </th>
      <td className={cn(LABELLED_CELL_CLASS, 'col-span-2 sm:col-span-3')} data-label="Primary Concerns">
        {client.primaryDiagnosis.length === 0 ? (
          <span className="text-slate-600 dark:text-slate-300">None recorded</span>
        ) : (
          <ul aria-label={`Primary concerns of ${name}`} className="flex max-w-xs flex-wrap gap-1.5">
            {client.primaryDiagnosis.map((concern) => (
              <li
                key={concern}
                className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-900 ring-1 ring-brand-100 ring-inset dark:bg-brand-900/40 dark:text-brand-100 dark:ring-brand-800"
              >
                {concern}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td
        className={cn(
          LABELLED_CELL_CLASS,
          'col-span-2 whitespace-nowrap sm:col-span-1 text-slate-800 dark:text-slate-200',
        )}
        data-label="Last Session"
      >
        {client.lastSession ? formatDate(client.lastSession) : 'No sessions'}
        {client.nextSession ? (
          <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-300">
            Next: {formatDate(client.nextSession)}
          </span>
        ) : null}
      </td>
      <td className={LABELLED_CELL_CLASS} data-label="Status">
        <Badge className={statusClasses(client.status)}>{capitalise(client.status)}</Badge>
      </td>
      <td className={LABELLED_CELL_CLASS} data-label="Risk Level">
        <Badge className={riskClasses(client.riskLevel)}>{capitalise(client.riskLevel)}</Badge>
      </td>
      <td className={cn(CELL_CLASS, 'col-span-2 sm:col-span-3')}>
        <div className="flex flex-wrap items-center gap-1.5 lg:flex-nowrap lg:justify-end">
          {extraActions}
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Schedule ${name}`}
            onClick={() => onAction('schedule')}
          >
            <CalendarClock className="size-3.5" aria-hidden />
            Schedule
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Notes for ${name}`}
            onClick={() => onAction('notes')}
          >
            <NotebookText className="size-3.5" aria-hidden />
            Notes
          </Button>
          <IconAction label={`Edit ${name}`} tooltip="Edit" onClick={() => onAction('edit')}>
            <Pencil className="size-4" aria-hidden />
          </IconAction>
          {isArchived ? (
            <IconAction
              label={`Restore ${name}`}
              tooltip="Restore"
              disabled={isBusy}
              onClick={() => onAction('restore')}
            >
              <ArchiveRestore className="size-4" aria-hidden />
            </IconAction>
          ) : (
            <IconAction
              label={`Archive ${name}`}
              tooltip="Archive"
              disabled={isBusy}
              onClick={() => onAction('archive')}
            >
              <Archive className="size-4" aria-hidden />
            </IconAction>
          )}
          <IconAction label={`Delete ${name}`} tooltip="Delete" isDanger onClick={() => onAction('delete')}>
            <Trash2 className="size-4" aria-hidden />
          </IconAction>
        </div>
      </td>
    </tr>
  );
}

function IconAction({
  label,
  tooltip,
  isDanger = false,
  disabled = false,
  onClick,
  children,
}: {
  label: string;
  tooltip: string;
  isDanger?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip content={tooltip}>
      <button
        type="button"
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
        className={cn(
          'inline-flex size-8 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60',
          isDanger
            ? 'text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950'
            : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
        )}
      >
        {children}
      </button>
    </Tooltip>
  );
}
