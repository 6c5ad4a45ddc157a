import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/sample-data: removes the sample clients (with their sessions) and sample templates. */
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
