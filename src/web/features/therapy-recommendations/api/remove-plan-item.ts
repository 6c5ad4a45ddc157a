import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { treatmentPlanQuery } from './get-treatment-plan';

/** DELETE /api/clients/:clientId/treatment-plan/:itemId — takes a therapy off the client's plan. */
export async function removePlanItem({ clientId, itemId }: { clientId: string; itemId: string }) {
  await apiRequest(
    `/api/clients/${encodeURIComponent(clientId)}/treatment-plan/${encodeURIComponent(itemId)}`,
    { method: 'DELETE' },
  );
}

export function useRemovePlanItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePlanItem,
    onSuccess: (_result, { clientId }) =>
      queryClient.invalidateQueries({ queryKey: treatmentPlanQuery(clientId).queryKey }),
  });
}
