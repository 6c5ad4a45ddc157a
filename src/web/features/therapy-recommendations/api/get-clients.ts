import { queryOptions, useQuery } from '@tanstack/react-query';
import { listClientsResponseSchema } from '../../../../contract/clients';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/clients — the caseload (archived clients left out), ordered by name. */
export async function getClients() {
  const { clients } = await apiRequest('/api/clients', { schema: listClientsResponseSchema });
  return clients;
}

export const clientsQuery = () =>
  queryOptions({ queryKey: ['clients', { includeArchived: false }, 'list'], queryFn: getClients });

export function useClients() {
  return useQuery(clientsQuery());
}
