import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * DELETE /api/sample-data: removes the sample clients (with their sessions) and sample templates. Shared: the
 * dashboard and the Clients screen both offer it.
 */
export async function clearSampleData(): Promise<void> {
  await apiRequest('/api/sample-data', { method: 'DELETE' });
}

export function useClearSampleData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearSampleData,
    onSuccess: () =>
      Promise.all(
        [['dashboard'], ['clients'], ['templates'], ['sessions']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
