import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  therapySessionResponseSchema,
  type StartSessionRequest,
  type TherapySession,
} from '../../../../contract/sessions';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/sessions: starts an in-progress session record for a client with a template. */
export async function startSession(request: StartSessionRequest): Promise<TherapySession> {
  return (
    await apiRequest('/api/sessions', {
      method: 'POST',
      body: request,
      schema: therapySessionResponseSchema,
    })
  ).session;
}

export function useStartSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSession,
    // The template's usage count rises, today's count and pending notes change, the client gains a session.
    // Not awaited: the screen navigates away at once and the lists refetch when next shown.
    onSuccess: () => {
      for (const queryKey of [['templates'], ['dashboard'], ['sessions'], ['clients']])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
