import { useMemo, useState } from 'react';
import type { Client } from '../../../contract/clients';
import type { ClientPlanItem } from '../../../contract/workflow';
import { useClients } from '../../api/clients';
import { useSessions } from '../../api/sessions';
import { useRemovePlanItem, useTreatmentPlan } from '../../api/treatment-plans';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-errors';
import { showToast } from '../../lib/toast-store';
import { ClientProfilePanel } from './components/client-profile-panel';
import { RecommendationsPanel } from './components/recommendations-panel';
import { TreatmentPlanList } from './components/treatment-plan-list';
import { buildClientProfile, isDemoClient } from './lib/client-profile';

/** The demo client when the workspace has one, so the screen opens on the spec's demo profile. */
function defaultClient(clients: Client[]): Client | undefined {
  return clients.find(isDemoClient) ?? clients[0];
}

/** SPEC §2 Therapy Recommendations: a client profile side panel, recommendation cards and their details. */
export function TherapyRecommendationsScreen() {
  const clients = useClients();
  if (clients.isPending)
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        Loading clients…
      </p>
    );
  if (clients.isError)
    return (
      <Card role="alert" className="space-y-3 p-6">
        <p className="font-medium text-red-700 dark:text-red-400">Could not load clients.</p>
        <p className="text-sm text-slate-700 dark:text-slate-300">{errorMessage(clients.error)}</p>
        <Button variant="secondary" size="sm" onClick={() => void clients.refetch()}>
          Try again
        </Button>
      </Card>
    );
  if (clients.data.length === 0)
    return (
      <Card className="p-6 text-sm text-slate-700 dark:text-slate-200">
        Add a client on the Clients screen to get therapy recommendations for them.
      </Card>
    );
  return <RecommendationsWorkspace clients={clients.data} />;
}

function RecommendationsWorkspace({ clients }: { clients: Client[] }) {
  const [chosenId, setChosenId] = useState<string>();
  const client = clients.find((c) => c.id === chosenId) ?? defaultClient(clients);
  const clientId = client?.id;
  // Sessions are added on other screens, so the count is fetched afresh each time the profile opens.
  const sessions = useSessions(
    { clientId: clientId ?? '' },
    { enabled: clientId !== undefined, refetchOnMount: 'always' },
  );
  const plan = useTreatmentPlan(clientId);
  const profile = useMemo(
    () =>
      client && sessions.data && plan.data
        ? buildClientProfile(client, sessions.data.length, plan.data)
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
      showToast({
        title: 'Could not remove it from the plan',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="mx-auto grid max-w-7xl items-start gap-6 lg:grid-cols-[20rem_1fr]">
      <aside aria-label="Client profile and treatment plan" className="space-y-6">
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
