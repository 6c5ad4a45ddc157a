import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSessionsResponseSchema } from '../../../../contract/sessions';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/sessions — every session of the clinician, newest first. */
export async function getRecentSessions() {
  const { sessions } = await apiRequest('/api/sessions', { schema: listSessionsResponseSchema });
  return sessions;
}

export const recentSessionsQuery = () =>
  queryOptions({ queryKey: ['sessions', 'recent'], queryFn: getRecentSessions });

/** Fetched only while the chooser is open, and afresh each time, since sessions start on other screens. */
export function useRecentSessions(isEnabled: boolean) {
  return useQuery({ ...recentSessionsQuery(), enabled: isEnabled, refetchOnMount: 'always' });
}
