import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import {
  clientKeys,
  dashboardKeys,
  invalidate,
  measurementKeys,
  reportKeys,
  sessionKeys,
  templateKeys,
  treatmentPlanKeys,
} from './query-keys';

/**
 * DELETE /api/sample-data: removes the sample clients (with their sessions) and sample templates. The dashboard
 * and the Clients screen both offer it.
 */
export async function clearSampleData(): Promise<void> {
  await apiRequest('/api/sample-data', { method: 'DELETE' });
}

/** The sample clients take their sessions, scores, reports and treatment plans with them. */
export function afterSampleDataCleared(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [
    dashboardKeys.all,
    clientKeys.all,
    templateKeys.all,
    sessionKeys.all,
    measurementKeys.all,
    reportKeys.all,
    treatmentPlanKeys.all,
  ]);
}

export function useClearSampleData() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: clearSampleData, onSuccess: () => afterSampleDataCleared(queryClient) });
}
