import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  clientPlanItemResponseSchema,
  type saveClientPlanItemRequestSchema,
} from '../../../../contract/workflow';
import { apiRequest } from '../../../lib/api-client';
import { treatmentPlanQuery } from './get-treatment-plan';

export type SavePlanItemRequest = z.input<typeof saveClientPlanItemRequestSchema>;

/** POST /api/clients/:id/treatment-plan — adds the therapy, or moves the saved one to the new status. */
export async function savePlanItem({
  clientId,
  request,
}: {
  clientId: string;
  request: SavePlanItemRequest;
}) {
  const { item } = await apiRequest(`/api/clients/${encodeURIComponent(clientId)}/treatment-plan`, {
    method: 'POST',
    body: request,
    schema: clientPlanItemResponseSchema,
  });
  return item;
}

export function useSavePlanItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlanItem,
    onSuccess: (_item, { clientId }) =>
      queryClient.invalidateQueries({ queryKey: treatmentPlanQuery(clientId).queryKey }),
  });
}
