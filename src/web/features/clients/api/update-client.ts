import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientResponseSchema, type UpdateClientRequest } from '../../../../contract/clients';
import { apiRequest } from '../../../lib/api-client';

/** PATCH /api/clients/:id with only the fields that change (schedule, archive) or the whole form (edit). */
export async function updateClient({ id, changes }: { id: string; changes: UpdateClientRequest }) {
  const { client } = await apiRequest(`/api/clients/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
    schema: clientResponseSchema,
  });
  return client;
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['clients'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
