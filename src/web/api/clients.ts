import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type keepPreviousData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  clientResponseSchema,
  listClientsResponseSchema,
  type Client,
  type ClientInput,
  type UpdateClientRequest,
} from '../../contract/clients';
import { apiRequest } from '../lib/api-client';
import {
  clientKeys,
  dashboardKeys,
  invalidate,
  measurementKeys,
  reportKeys,
  sessionKeys,
  treatmentPlanKeys,
  type ClientListFilter,
} from './query-keys';

const clientPath = (id: string) => `/api/clients/${encodeURIComponent(id)}`;

/** GET /api/clients: the caseload ordered by name; archived clients only when asked. */
export async function fetchClients({ includeArchived }: ClientListFilter): Promise<Client[]> {
  const query = includeArchived ? '?includeArchived=true' : '';
  return (await apiRequest(`/api/clients${query}`, { schema: listClientsResponseSchema })).clients;
}

export const clientListQuery = (filter: ClientListFilter) =>
  queryOptions({ queryKey: clientKeys.list(filter), queryFn: () => fetchClients(filter) });

/** Every screen's client list and picker: the Clients screen, Session Settings, the session header, Therapy. */
export function useClients(
  filter: ClientListFilter = { includeArchived: false },
  options: { placeholderData?: typeof keepPreviousData } = {},
) {
  return useQuery({ ...clientListQuery(filter), ...options });
}

/** A new or edited client changes the lists and the dashboard's count of active clients. */
export function afterClientCreated(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [clientKeys.all, dashboardKeys.all]);
}

/** An edit may rename the client, and every session of theirs shows the name. */
export function afterClientUpdated(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [
    clientKeys.all,
    dashboardKeys.all,
    sessionKeys.lists(),
    sessionKeys.details(),
  ]);
}

/** The server deletes the client's sessions, scores, reports and treatment plan with them. */
export function afterClientDeleted(queryClient: QueryClient, clientId: string): Promise<void> {
  return invalidate(queryClient, [
    clientKeys.all,
    dashboardKeys.all,
    sessionKeys.all,
    measurementKeys.all,
    reportKeys.all,
    treatmentPlanKeys.client(clientId),
  ]);
}

/** POST /api/clients. */
export async function createClient(input: ClientInput): Promise<Client> {
  const { client } = await apiRequest('/api/clients', {
    method: 'POST',
    body: input,
    schema: clientResponseSchema,
  });
  return client;
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createClient, onSuccess: () => afterClientCreated(queryClient) });
}

/** PATCH /api/clients/:id with only the fields that change (schedule, archive) or the whole form (edit). */
export async function updateClient({ id, changes }: { id: string; changes: UpdateClientRequest }) {
  const { client } = await apiRequest(clientPath(id), {
    method: 'PATCH',
    body: changes,
    schema: clientResponseSchema,
  });
  return client;
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateClient, onSuccess: () => afterClientUpdated(queryClient) });
}

/** DELETE /api/clients/:id. */
export async function deleteClient(id: string): Promise<void> {
  await apiRequest(clientPath(id), { method: 'DELETE' });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_result, id) => afterClientDeleted(queryClient, id),
  });
}
