import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSessionsResponseSchema } from '../../../../contract/sessions';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/sessions?clientId=… — one client's sessions, newest first. */
export function getClientSessions(clientId: string) {
  return apiRequest(`/api/sessions?clientId=${encodeURIComponent(clientId)}`, {
    schema: listSessionsResponseSchema,
  });
}

export const clientSessionsQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['sessions', { clientId }],
    queryFn: () => getClientSessions(clientId),
  });

export function useClientSessions(clientId: string) {
  return useQuery(clientSessionsQuery(clientId));
}
