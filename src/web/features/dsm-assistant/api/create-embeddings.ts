import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createEmbeddingsResponseSchema } from '../../../../contract/reference';
import { apiRequest } from '../../../lib/api-client';
import { dsmStatusQuery } from './get-dsm-status';

/**
 * POST /api/dsm/create-embeddings (no body): starts the job over the workspace's imported documents, or answers the
 * one already running, with what is already ready and a sentence saying so.
 */
export async function createEmbeddings() {
  return apiRequest('/api/dsm/create-embeddings', {
    method: 'POST',
    schema: createEmbeddingsResponseSchema,
  });
}

/**
 * SPEC §4: creating embeddings then refreshes the status. The answer already describes the job, so the
 * progress shows at once; the refetch is not awaited because the server is busy embedding and may be slow.
 */
export function useCreateEmbeddings() {
  const queryClient = useQueryClient();
  const statusKey = dsmStatusQuery().queryKey;
  return useMutation({
    mutationFn: createEmbeddings,
    onSuccess: ({ job }) => {
      queryClient.setQueryData(statusKey, (current) =>
        current
          ? { ...current, job: { state: job.state, done: job.done, total: job.total, error: null } }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: statusKey });
    },
  });
}
