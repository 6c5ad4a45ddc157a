import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  clientRecommendationsRequestSchema,
  saveClientPlanItemRequestSchema,
} from '../../contract/workflow';
import { apiRequest } from '../lib/api-client';
import { invalidate, treatmentPlanKeys } from './query-keys';

export type ClientRecommendationsRequest = z.input<typeof clientRecommendationsRequestSchema>;
export type SavePlanItemRequest = z.input<typeof saveClientPlanItemRequestSchema>;

const planPath = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}/treatment-plan`;

/** GET /api/clients/:id/treatment-plan: the therapies saved to the client's plan, planned or active. */
export const treatmentPlanQuery = (clientId: string) =>
  queryOptions({
    queryKey: treatmentPlanKeys.client(clientId),
    queryFn: async () =>
      (await apiRequest(planPath(clientId), { schema: (s) => s.clientPlanResponseSchema })).items,
  });

export function useTreatmentPlan(clientId: string | undefined) {
  return useQuery({ ...treatmentPlanQuery(clientId ?? ''), enabled: clientId !== undefined });
}

/** POST /api/clients/:id/treatment-plan: adds the therapy, or moves the saved one to the new status. */
export async function savePlanItem({
  clientId,
  request,
}: {
  clientId: string;
  request: SavePlanItemRequest;
}) {
  return (
    await apiRequest(planPath(clientId), {
      method: 'POST',
      body: request,
      schema: (s) => s.clientPlanItemResponseSchema,
    })
  ).item;
}

export function useSavePlanItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlanItem,
    onSuccess: (_item, { clientId }) => invalidate(queryClient, [treatmentPlanKeys.client(clientId)]),
  });
}

/** DELETE /api/clients/:clientId/treatment-plan/:itemId: takes a therapy off the client's plan. */
export async function removePlanItem({ clientId, itemId }: { clientId: string; itemId: string }) {
  await apiRequest(`${planPath(clientId)}/${encodeURIComponent(itemId)}`, { method: 'DELETE' });
}

export function useRemovePlanItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePlanItem,
    onSuccess: (_result, { clientId }) => invalidate(queryClient, [treatmentPlanKeys.client(clientId)]),
  });
}

/**
 * POST /api/clients/:id/therapy-recommendations: the server reads the client's saved concerns and the diagnoses
 * accepted in their sessions; the screen adds only where treatment stands. Nothing is stored.
 */
export async function recommendForClient({
  clientId,
  request,
}: {
  clientId: string;
  request: ClientRecommendationsRequest;
}) {
  return apiRequest(`/api/clients/${encodeURIComponent(clientId)}/therapy-recommendations`, {
    method: 'POST',
    body: request,
    schema: (s) => s.clientRecommendationsResponseSchema,
  });
}

export function useRecommendForClient() {
  return useMutation({ mutationFn: recommendForClient });
}
