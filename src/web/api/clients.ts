import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Client, ClientInput, ClientPage, UpdateClientRequest } from '../../contract/clients';
import { apiRequest } from '../lib/api-client';
import { withQuery } from '../lib/paging';
import { pagedListQuery } from './paged-query';
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

/**
 * GET /api/clients: a page of the caseload (50 by default), ordered by name unless asked otherwise, found by name
 * with `q`; archived clients only when asked. `cursor` is the previous page's `nextCursor`.
 */
export async function fetchClientPage(filter: ClientListFilter, cursor: string | null): Promise<ClientPage> {
  return apiRequest(
    withQuery('/api/clients', {
      includeArchived: filter.includeArchived ? 'true' : undefined,
      q: filter.q?.trim(),
      sort: filter.sort,
      cursor,
    }),
    { schema: (s) => s.listClientsResponseSchema },
  );
}

/** The first page of a list: a picker's choices, searched on the server as the clinician types. */
export const clientListQuery = (filter: ClientListFilter) =>
  queryOptions({ queryKey: clientKeys.list(filter), queryFn: () => fetchClientPage(filter, null) });

/** The pages of a list loaded so far, flattened, with the count of every client that matches. */
export const clientPagesQuery = (filter: ClientListFilter) =>
  pagedListQuery(clientKeys.pages(filter), 'clients', (cursor) => fetchClientPage(filter, cursor));

/** The Clients screen: a page at a time ("Load more"), keeping the shown rows while a new search loads. */
export function useClientPages(filter: ClientListFilter) {
  return useInfiniteQuery({ ...clientPagesQuery(filter), placeholderData: keepPreviousData });
}

/** GET /api/clients/:id. */
export const clientQuery = (id: string) =>
  queryOptions({
    queryKey: clientKeys.detail(id),
    queryFn: async () =>
      (await apiRequest(`/api/clients/${encodeURIComponent(id)}`, { schema: (s) => s.clientResponseSchema }))
        .client,
  });

/**
 * A client picker's choices (Session Settings, the session header, Therapy): the first page of active and
 * inactive clients matching the search text, and the chosen client even when the search leaves them out, so
 * any client of a long caseload can be found and the choice stays shown.
 */
export function useClientChoices(search: string, selectedId: string | null | undefined) {
  const page = useQuery({
    ...clientListQuery({ includeArchived: false, q: search.trim(), sort: 'name' }),
    placeholderData: keepPreviousData,
  });
  const listed = page.data?.clients ?? [];
  const needsSelected = !!selectedId && page.isSuccess && !listed.some((client) => client.id === selectedId);
  const selected = useQuery({ ...clientQuery(selectedId ?? ''), enabled: needsSelected });
  const clients = needsSelected && selected.data ? [selected.data, ...listed] : listed;
  return {
    clients,
    /** Clients matching the search; more than `clients.length` when only the first page is shown. */
    total: page.data?.total ?? 0,
    isPending: page.isPending,
    isFetching: page.isFetching,
    isError: page.isError,
    error: page.error,
    refetch: page.refetch,
  };
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
    schema: (s) => s.clientResponseSchema,
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
    schema: (s) => s.clientResponseSchema,
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
