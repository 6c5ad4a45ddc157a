import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordConsentRequest, WithdrawConsentRequest } from '../../../../contract/consent';
import { therapySessionDetailResponseSchema, type TherapySessionDetail } from '../../../../contract/sessions';
import { apiRequest } from '../../../lib/api-client';
import { sessionQuery } from './get-session';

/** POST /api/sessions/:id/consent: records the client's consent to recording; answers the session with it. */
export async function recordConsent(
  sessionId: string,
  consent: RecordConsentRequest,
): Promise<TherapySessionDetail> {
  return (
    await apiRequest(`/api/sessions/${encodeURIComponent(sessionId)}/consent`, {
      method: 'POST',
      body: consent,
      schema: therapySessionDetailResponseSchema,
    })
  ).session;
}

/** POST /api/sessions/:id/consent/withdraw: withdraws it, deleting the audio and transcript when asked. */
export async function withdrawConsent(
  sessionId: string,
  withdrawal: WithdrawConsentRequest,
): Promise<TherapySessionDetail> {
  return (
    await apiRequest(`/api/sessions/${encodeURIComponent(sessionId)}/consent/withdraw`, {
      method: 'POST',
      body: withdrawal,
      schema: therapySessionDetailResponseSchema,
    })
  ).session;
}

/** Consent changes the session (and, on withdrawal, maybe its transcript): the cache takes the server's answer. */
function useAdoptSession(sessionId: string) {
  const queryClient = useQueryClient();
  return async (session: TherapySessionDetail) => {
    queryClient.setQueryData(sessionQuery(sessionId).queryKey, session);
    // Session lists and the session's report show the consent too.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['sessions', 'list'] }),
      queryClient.invalidateQueries({ queryKey: ['sessions', 'wizard', sessionId] }),
    ]);
  };
}

export function useRecordConsent(sessionId: string) {
  const adopt = useAdoptSession(sessionId);
  return useMutation({
    mutationFn: (consent: RecordConsentRequest) => recordConsent(sessionId, consent),
    onSuccess: adopt,
  });
}

export function useWithdrawConsent(sessionId: string) {
  const adopt = useAdoptSession(sessionId);
  return useMutation({
    mutationFn: (withdrawal: WithdrawConsentRequest) => withdrawConsent(sessionId, withdrawal),
    onSuccess: adopt,
  });
}
