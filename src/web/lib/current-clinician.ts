import { queryOptions, useQuery } from '@tanstack/react-query';
import { meResponseSchema } from '../../contract/auth';
import { apiRequest } from './api-client';

/**
 * The signed-in clinician (null when signed out). The workspace renders its screens only once this has
 * answered (see AuthGate), so screens can load their data at once: in demo mode the first call without a
 * session cookie creates the browser's sandbox, and it must be this one call, not several racing ones.
 */
export const currentClinicianQuery = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: () => apiRequest('/api/auth/me', { schema: meResponseSchema, on401: 'returnNull' }),
});

export function useCurrentClinician() {
  return useQuery(currentClinicianQuery);
}
