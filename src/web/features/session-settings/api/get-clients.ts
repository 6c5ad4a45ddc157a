import { queryOptions, useQuery } from '@tanstack/react-query';
import { listClientsResponseSchema, type Client } from '../../../../contract/clients';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/clients: the clinician's clients that are not archived. */
export async function fetchClients(): Promise<Client[]> {
  return (await apiRequest('/api/clients', { schema: listClientsResponseSchema })).clients;
}

/** Under ['clients'], so anything that changes clients (and invalidates that key) refreshes the picker. */
export const clientsQuery = queryOptions({
  queryKey: ['clients', { includeArchived: false, for: 'session-settings' }],
  queryFn: fetchClients,
});

export function useClients() {
  return useQuery(clientsQuery);
}
