import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientResponseSchema, type ClientInput } from '../../../../contract/clients';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/clients. */
export async function createClient(input: ClientInput) {
  const { client } = await apiRequest('/api/clients', {
    method: 'POST',
    body: input,
    schema: clientResponseSchema,
  });
  return client;
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['clients'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
