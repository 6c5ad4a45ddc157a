import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientPlanResponseSchema } from '../../../../contract/workflow';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/clients/:id/treatment-plan — the therapies saved to the client's plan, planned or active. */
export async function getTreatmentPlan(clientId: string) {
  const { items } = await apiRequest(`/api/clients/${encodeURIComponent(clientId)}/treatment-plan`, {
    schema: clientPlanResponseSchema,
  });
  return items;
}

export const treatmentPlanQuery = (clientId: string) =>
  queryOptions({ queryKey: ['treatment-plan', clientId], queryFn: () => getTreatmentPlan(clientId) });

export function useTreatmentPlan(clientId: string | undefined) {
  return useQuery({ ...treatmentPlanQuery(clientId ?? ''), enabled: clientId !== undefined });
}
