import { queryOptions, useQuery } from '@tanstack/react-query';
import { listClientsResponseSchema, type Client } from '../../../../contract/clients';
import { listTemplatesResponseSchema, type Template } from '../../../../contract/templates';
import { apiRequest } from '../../../lib/api-client';

/** Under ['clients'], so a new or edited client refreshes the header's picker. */
export const sessionClientsQuery = queryOptions({
  queryKey: ['clients', { includeArchived: false, for: 'session-header' }],
  queryFn: async (): Promise<Client[]> =>
    (await apiRequest('/api/clients', { schema: listClientsResponseSchema })).clients,
});

/** Under ['templates'], so a new or edited template refreshes the header's picker. */
export const sessionTemplatesQuery = queryOptions({
  queryKey: ['templates', { for: 'session-header' }],
  queryFn: async (): Promise<Template[]> =>
    (await apiRequest('/api/templates', { schema: listTemplatesResponseSchema })).templates,
});

export function useSessionClients(enabled: boolean) {
  return useQuery({ ...sessionClientsQuery, enabled });
}

export function useSessionTemplates(enabled: boolean) {
  return useQuery({ ...sessionTemplatesQuery, enabled });
}
