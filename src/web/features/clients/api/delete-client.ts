import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/clients/:id — the server removes the client's sessions with it. */
export async function deleteClient(id: string): Promise<void> {
  await apiRequest(`/api/clients/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['clients'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['sessions'] }),
      ]);
    },
  });
}
