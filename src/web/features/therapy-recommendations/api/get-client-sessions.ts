import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSessionsResponseSchema } from '../../../../contract/sessions';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/sessions?clientId=… — one client's sessions, newest first. */
export async function getClientSessions(clientId: string) {
  const { sessions } = await apiRequest(`/api/sessions?clientId=${encodeURIComponent(clientId)}`, {
    schema: listSessionsResponseSchema,
  });
  return sessions;
}

export const clientSessionsQuery = (clientId: string) =>
  queryOptions({ queryKey: ['sessions', { clientId }, 'list'], queryFn: () => getClientSessions(clientId) });

/** Sessions are added on other screens, so the count is fetched afresh each time the profile opens. */
export function useClientSessions(clientId: string | undefined) {
  return useQuery({
    ...clientSessionsQuery(clientId ?? ''),
    enabled: clientId !== undefined,
    refetchOnMount: 'always',
  });
}
