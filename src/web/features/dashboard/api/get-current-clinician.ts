import { queryOptions, useQuery } from '@tanstack/react-query';
import { meResponseSchema } from '../../../../contract/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/auth/me. Same key, request and parsed shape as the header's own query, so the two share one
 * cached answer (features may not import each other).
 */
export const currentClinicianQuery = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: () => apiRequest('/api/auth/me', { schema: meResponseSchema, on401: 'returnNull' }),
});

/**
 * In demo mode the first request without a session cookie creates a sandbox, so requests fired side by side
 * on a first visit would each create their own. The screen's own reads wait until this one has settled the
 * session, so the figures come from the sandbox the cookie names.
 */
export function useIsSignedIn(): boolean {
  const { data, isSuccess } = useQuery(currentClinicianQuery);
  return isSuccess && data !== null;
}
