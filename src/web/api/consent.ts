import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RecordConsentRequest, WithdrawConsentRequest } from '../../contract/consent';
import type { TherapySessionDetail } from '../../contract/sessions';
import { apiRequest } from '../lib/api-client';
import { invalidate, sessionKeys } from './query-keys';

const consentPath = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}/consent`;

/** POST /api/sessions/:id/consent: records the client's consent to recording; answers the session with it. */
export async function recordConsent(
  sessionId: string,
  consent: RecordConsentRequest,
): Promise<TherapySessionDetail> {
  return (
    await apiRequest(consentPath(sessionId), {
      method: 'POST',
      body: consent,
      schema: (s) => s.therapySessionDetailResponseSchema,
    })
  ).session;
}

/** POST /api/sessions/:id/consent/withdraw: withdraws it, deleting the audio and transcript when asked. */
export async function withdrawConsent(
  sessionId: string,
  withdrawal: WithdrawConsentRequest,
): Promise<TherapySessionDetail> {
  return (
    await apiRequest(`${consentPath(sessionId)}/withdraw`, {
      method: 'POST',
      body: withdrawal,
      schema: (s) => s.therapySessionDetailResponseSchema,
    })
  ).session;
}

/**
 * Consent changes the session (and, on withdrawal, maybe its transcript): the cache takes the server's answer.
 * Session lists and the session's assessment report show the consent too.
 */
export function afterConsentChanged(queryClient: QueryClient, session: TherapySessionDetail): Promise<void> {
  queryClient.setQueryData(sessionKeys.detail(session.id), session);
  return invalidate(queryClient, [sessionKeys.lists(), sessionKeys.steps(session.id)]);
}

export function useRecordConsent(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consent: RecordConsentRequest) => recordConsent(sessionId, consent),
    onSuccess: (session) => afterConsentChanged(queryClient, session),
  });
}

export function useWithdrawConsent(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (withdrawal: WithdrawConsentRequest) => withdrawConsent(sessionId, withdrawal),
    onSuccess: (session) => afterConsentChanged(queryClient, session),
  });
}
