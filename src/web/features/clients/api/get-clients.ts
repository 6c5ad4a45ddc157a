import { queryOptions, useQuery, type keepPreviousData } from '@tanstack/react-query';
import { listClientsResponseSchema } from '../../../../contract/clients';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/clients; archived clients only when asked. */
export function getClients(includeArchived: boolean) {
  const query = includeArchived ? '?includeArchived=true' : '';
  return apiRequest(`/api/clients${query}`, { schema: listClientsResponseSchema });
}

/** Keyed under ['clients'], so invalidating that refreshes both the plain and the archived list. */
export const clientsQuery = (includeArchived: boolean) =>
  queryOptions({
    queryKey: ['clients', { includeArchived }],
    queryFn: () => getClients(includeArchived),
  });

export function useClients(
  includeArchived: boolean,
  options: { placeholderData?: typeof keepPreviousData } = {},
) {
  return useQuery({ ...clientsQuery(includeArchived), ...options });
}
