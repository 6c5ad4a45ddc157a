import { Link } from 'react-router';
import type { Client } from '#contract/clients';
import { Badge, Card } from '#web/components/ui/card';
import { SelectField } from '#web/components/ui/field';
import { ListSearch } from '#web/components/ui/paged-list';
import { StatusText } from '#web/components/ui/status-text';
import { statusClasses } from '#web/lib/status-colors';
import { clientFullName } from '../lib/session-settings-rules';

const STATUS_LABELS: Record<Client['status'], string> = { active: 'Active', inactive: 'Inactive' };

export function ClientSection({
  clients,
  total,
  search,
  onSearch,
  selectedId,
  onSelect,
}: {
  clients: Client[];
  /** Clients matching the search, on every page: the box to search by shows once there are more than listed. */
  total: number;
  search: string;
  onSearch: (search: string) => void;
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  const selected = clients.find((client) => client.id === selectedId);
  const active = clients.filter((client) => client.status === 'active');
  const inactive = clients.filter((client) => client.status !== 'active');
  return (
    <Card className="space-y-4 p-5">
      <h2 className="text-base font-semibold">Client</h2>
      {search !== '' || total > clients.length ? (
        <ListSearch
          label="Find a client by name"
          placeholder="Find a client"
          value={search}
          onChange={onSearch}
        />
      ) : null}
      {clients.length === 0 && search !== '' ? (
        <StatusText>No clients match “{search.trim()}”.</StatusText>
      ) : clients.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          You have no clients yet.{' '}
          <Link to="/app/clients" className="font-medium text-brand-700 underline dark:text-brand-100">
            Add a client
          </Link>{' '}
          to start a session.
        </p>
      ) : (
        <SelectField
          label="Select client"
          value={selectedId}
          onChange={(event) => onSelect(event.target.value)}
        >
          <option value="">Choose a client...</option>
          <optgroup label="Active">
            {active.map((client) => (
              <option key={client.id} value={client.id}>
                {clientFullName(client)} ({client.age})
              </option>
            ))}
          </optgroup>
          {inactive.length > 0 ? (
            <optgroup label="Inactive">
              {inactive.map((client) => (
                <option key={client.id} value={client.id}>
                  {clientFullName(client)} ({client.age})
                </option>
              ))}
            </optgroup>
          ) : null}
        </SelectField>
      )}
      {selected ? <ClientSummary client={selected} /> : null}
    </Card>
  );
}

function ClientSummary({ client }: { client: Client }) {
  return (
    <div role="group" aria-label="Client summary">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md bg-slate-50 p-4 text-sm dark:bg-slate-950">
        <dt className="text-slate-600 dark:text-slate-400">Name</dt>
        <dd className="font-medium">{clientFullName(client)}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Status</dt>
        <dd>
          <Badge className={statusClasses(client.status)}>{STATUS_LABELS[client.status]}</Badge>
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Age</dt>
        <dd>{client.age}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Presenting issues</dt>
        <dd>
          {client.primaryDiagnosis.length === 0 ? (
            <span className="text-slate-600 dark:text-slate-400">None recorded</span>
          ) : (
            <ul className="flex flex-wrap gap-1.5">
              {client.primaryDiagnosis.map((issue) => (
                <li key={issue}>
                  <Badge tone="neutral">{issue}</Badge>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </div>
  );
}
