import { queryOptions, useQuery } from '@tanstack/react-query';
import { therapySessionDetailResponseSchema, type TherapySessionDetail } from '../../../../contract/sessions';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/sessions/:id: one of the clinician's therapy sessions, with its transcript. */
export async function fetchSession(id: string): Promise<TherapySessionDetail> {
  return (
    await apiRequest(`/api/sessions/${encodeURIComponent(id)}`, {
      schema: therapySessionDetailResponseSchema,
    })
  ).session;
}

/** Under ['sessions'], so whatever invalidates the sessions refreshes this one too. */
export function sessionQuery(id: string) {
  return queryOptions({ queryKey: ['sessions', 'detail', id], queryFn: () => fetchSession(id) });
}

export function useSession(id: string | null) {
  return useQuery({ ...sessionQuery(id ?? ''), enabled: id !== null });
}
