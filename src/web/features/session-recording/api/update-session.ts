import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  therapySessionDetailResponseSchema,
  type TherapySessionDetail,
  type UpdateSessionRequest,
} from '../../../../contract/sessions';
import { apiRequest } from '../../../lib/api-client';
import { sessionQuery } from './get-session';

/** PATCH /api/sessions/:id: saves the transcript, the clinician's notes, or the end of the session. */
export async function updateSession(id: string, patch: UpdateSessionRequest): Promise<TherapySessionDetail> {
  return (
    await apiRequest(`/api/sessions/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: patch,
      schema: therapySessionDetailResponseSchema,
    })
  ).session;
}

/** Keeps the cached session in step with what the server answered. */
export function useUpdateSession(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateSessionRequest) => updateSession(id, patch),
    onSuccess: (session) => queryClient.setQueryData(sessionQuery(id).queryKey, session),
  });
}

/** Ending a session changes the dashboard's counts and every session list, so those are refetched. */
export function useEndSession(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transcript: string | undefined) =>
      updateSession(id, transcript === undefined ? { end: true } : { end: true, transcript }),
    onSuccess: async (session) => {
      queryClient.setQueryData(sessionQuery(id).queryKey, session);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['sessions'] }),
      ]);
    },
  });
}
