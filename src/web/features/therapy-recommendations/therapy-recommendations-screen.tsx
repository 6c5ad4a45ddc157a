import { useMemo, useState, type ReactNode } from 'react';
import type { Client } from '#contract/clients';
import type { ClientPlanItem } from '#contract/workflow';
import { useClientChoices } from '../../api/clients';
import { useSessionPage } from '../../api/sessions';
import { useRemovePlanItem, useTreatmentPlan } from '../../api/treatment-plans';
import { Card } from '../../components/ui/card';
import { ListSearch } from '../../components/ui/paged-list';
import { StatusText } from '../../components/ui/status-text';
import { useDebouncedValue } from '../../lib/paging';
import { showErrorToast, showToast } from '../../lib/toast-store';
import { ClientProfilePanel } from './components/client-profile-panel';
import { RecommendationsPanel } from './components/recommendations-panel';
import { TreatmentPlanList } from './components/treatment-plan-list';
import { buildClientProfile, isDemoClient } from './lib/client-profile';
import { LoadError } from '../../components/ui/load-error';

/** The demo client when the workspace has one, so the screen opens on the spec's demo profile. */
function defaultClient(clients: Client[]): Client | undefined {
  return clients.find(isDemoClient) ?? clients[0];
}

/** SPEC §2 Therapy Recommendations: a client profile side panel, recommendation cards and their details. */
export function TherapyRecommendationsScreen() {
  const [chosenId, setChosenId] = useState<string>();
  const [search, setSearch] = useState('');
  // The server searches the whole caseload by name; the chosen client stays a choice whatever the search.
  const clients = useClientChoices(useDebouncedValue(search), chosenId);
  if (clients.isPending) return <StatusText>Loading clients…</StatusText>;
  if (clients.isError)
    return (
      <LoadError
        layout="card"
        message="Could not load clients."
        error={clients.error}
        onRetry={() => void clients.refetch()}
      />
    );
  if (clients.clients.length === 0 && search === '')
    return (
      <Card className="p-6 text-sm text-slate-700 dark:text-slate-200">
        Add a client on the Clients screen to get therapy recommendations for them.
      </Card>
    );
  return (
    <RecommendationsWorkspace
      clients={clients.clients}
      chosenId={chosenId}
      onChoose={setChosenId}
      search={
        search !== '' || clients.total > clients.clients.length ? (
          <ListSearch
            label="Find a client by name"
            placeholder="Find a client"
            value={search}
            onChange={setSearch}
          />
        ) : null
      }
    />
  );
}

function RecommendationsWorkspace({
  clients,
  chosenId,
  onChoose: setChosenId,
  search,
}: {
  clients: Client[];
  chosenId: string | undefined;
  onChoose: (id: string) => void;
  search: ReactNode;
}) {
  const client = clients.find((c) => c.id === chosenId) ?? defaultClient(clients);
  const clientId = client?.id;
  // Sessions are added on other screens, so the count is fetched afresh each time the profile opens.
  const sessions = useSessionPage(
    { clientId: clientId ?? '' },
    { enabled: clientId !== undefined, refetchOnMount: 'always' },
  );
  const plan = useTreatmentPlan(clientId);
  const profile = useMemo(
    () =>
      client && sessions.data && plan.data
        ? buildClientProfile(client, sessions.data.total, plan.data)
        : undefined,
    [client, sessions.data, plan.data],
  );

  const remove = useRemovePlanItem();
  const removeFromPlan = async (item: ClientPlanItem) => {
    if (clientId === undefined) return;
    try {
      await remove.mutateAsync({ clientId, itemId: item.id });
      showToast({ title: 'Removed from treatment plan', description: item.therapy });
    } catch (error) {
      showErrorToast('Could not remove it from the plan', error);
    }
  };

  return (
    <div className="mx-auto grid max-w-7xl items-start gap-6 lg:grid-cols-[20rem_1fr]">
      <aside aria-label="Client profile and treatment plan" className="space-y-6">
        {search}
        <ClientProfilePanel
          clients={clients}
          selectedId={clientId}
          onSelect={setChosenId}
          profile={profile}
          isProfileLoading={
            (sessions.isPending && sessions.isFetching) || (plan.isPending && plan.isFetching)
          }
          profileError={sessions.error ?? plan.error}
          onRetry={() => {
            if (sessions.isError) void sessions.refetch();
            if (plan.isError) void plan.refetch();
          }}
        />
        <TreatmentPlanList
          items={plan.data}
          isLoading={plan.isPending}
          error={plan.error}
          removingId={remove.isPending ? remove.variables.itemId : undefined}
          onRemove={(item) => void removeFromPlan(item)}
        />
      </aside>
      {clientId === undefined ? null : (
        <RecommendationsPanel key={clientId} clientId={clientId} profile={profile} plan={plan.data} />
      )}
    </div>
  );
}
