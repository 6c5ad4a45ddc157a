import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { therapySessionResponseSchema, type TherapySessionDetail } from '../../../../contract/sessions';
import { apiRequest } from '../../../lib/api-client';
import { createOncePerKey } from '../lib/once-per-key';
import { sessionQuery } from './get-session';

/** POST /api/sessions with no client or template: a draft to dictate into at once, completed from the header. */
export async function startDraftSession(): Promise<TherapySessionDetail> {
  const { session } = await apiRequest('/api/sessions', {
    method: 'POST',
    body: {},
    schema: therapySessionResponseSchema,
  });
  return { ...session, transcript: '' };
}

/** One draft per visit (history entry) for the life of the page, however often the screen asks. */
const draftForVisit = createOncePerKey<TherapySessionDetail>();

/**
 * Starts (or joins) the draft of the visit `visitKey`; the new session is cached so the screen opens it without
 * another request, and the lists that count sessions are refreshed.
 */
export function useStartDraftSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (visitKey: string) =>
      draftForVisit(visitKey, async () => {
        const session = await startDraftSession();
        queryClient.setQueryData(sessionQuery(session.id).queryKey, session);
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        void queryClient.invalidateQueries({
          queryKey: ['sessions'],
          predicate: (query) => query.queryKey[1] !== 'detail',
        });
        return session;
      }),
    [queryClient],
  );
}
