import { queryOptions, useQuery } from '@tanstack/react-query';
import { meResponseSchema } from '../../../../contract/auth';
import { apiRequest } from '../../../lib/api-client';

export const currentClinicianQuery = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: () => apiRequest('/api/auth/me', { schema: meResponseSchema, on401: 'returnNull' }),
});

export function useCurrentClinician() {
  return useQuery(currentClinicianQuery);
}
