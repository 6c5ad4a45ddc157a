import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listSessionsResponseSchema,
  therapySessionDetailResponseSchema,
  type TherapySession,
  type TherapySessionDetail,
} from '../../../../contract/sessions';
import { apiRequest } from '../../../lib/api-client';

const sessionPath = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;

/** Under ['sessions'], so whatever invalidates the sessions refreshes these too. */
export function sessionDetailQuery(id: string) {
  return queryOptions({
    queryKey: ['sessions', 'detail', id],
    queryFn: async (): Promise<TherapySessionDetail> =>
      (await apiRequest(sessionPath(id), { schema: therapySessionDetailResponseSchema })).session,
  });
}

/** GET /api/sessions/:id: the session with its transcript, the source every wizard step works from. */
export function useSessionDetail(id: string | null) {
  return useQuery({ ...sessionDetailQuery(id ?? ''), enabled: id !== null });
}

/** GET /api/sessions: the clinician's sessions, newest first, for choosing one to work on. */
export function useRecentSessions() {
  return useQuery({
    queryKey: ['sessions', 'list', 'all'],
    queryFn: async (): Promise<TherapySession[]> =>
      (await apiRequest('/api/sessions', { schema: listSessionsResponseSchema })).sessions,
  });
}

/** PATCH /api/sessions/:id {notes}: the session's additional clinical notes. */
export function useSaveSessionNotes(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notes: string) =>
      (
        await apiRequest(sessionPath(id), {
          method: 'PATCH',
          body: { notes },
          schema: therapySessionDetailResponseSchema,
        })
      ).session,
    onSuccess: (session) => queryClient.setQueryData(sessionDetailQuery(id).queryKey, session),
  });
}
