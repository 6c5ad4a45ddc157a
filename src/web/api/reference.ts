import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  referenceDocumentResponseSchema,
  type CreateEmbeddingsResponse,
  type ReferenceDocument,
  type ReferenceDocumentPage,
} from '../../contract/reference';
import { ApiError, apiRequest } from '../lib/api-client';
import { withQuery } from '../lib/paging';
import { pagedListQuery } from './paged-query';
import { invalidate, referenceKeys } from './query-keys';

/** SPEC §9: the status is polled every 5 seconds while the DSM-5-TR Assistant is open (nothing else polls). */
export const STATUS_POLL_MS = 5_000;
/** SPEC §9: a search asks for the top 5 results. */
export const SEARCH_RESULT_LIMIT = 5;

/** GET /api/dsm/status: readiness, chunk counts and the embedding job's progress. */
export const referenceStatusQuery = () =>
  queryOptions({
    queryKey: referenceKeys.status(),
    queryFn: () => apiRequest('/api/dsm/status', { schema: (s) => s.dsmStatusSchema }),
  });

export function useReferenceStatus() {
  return useQuery({ ...referenceStatusQuery(), refetchInterval: STATUS_POLL_MS });
}

/**
 * GET /api/dsm/documents: a page of the built-in reference and this workspace's imports (newest first), found by
 * title or file name with `q`.
 */
export async function fetchReferenceDocumentPage(
  q: string,
  cursor: string | null,
): Promise<ReferenceDocumentPage> {
  return apiRequest(withQuery('/api/dsm/documents', { q: q.trim(), cursor }), {
    schema: (s) => s.referenceDocumentListResponseSchema,
  });
}

/** The pages loaded so far, flattened, with the count of every document that matches. */
export const referenceDocumentsQuery = (q: string) =>
  pagedListQuery(referenceKeys.documentPages(q.trim()), 'documents', (cursor) =>
    fetchReferenceDocumentPage(q, cursor),
  );

export function useReferenceDocuments(q = '') {
  return useInfiniteQuery({ ...referenceDocumentsQuery(q), placeholderData: keepPreviousData });
}

/** GET /api/dsm/search?query&limit: the passages nearest the query. */
export const referenceSearchQuery = (query: string) =>
  queryOptions({
    queryKey: referenceKeys.search(query, SEARCH_RESULT_LIMIT),
    queryFn: async () => {
      const params = new URLSearchParams({ query, limit: String(SEARCH_RESULT_LIMIT) });
      return (
        await apiRequest(`/api/dsm/search?${params.toString()}`, { schema: (s) => s.dsmSearchResponseSchema })
      ).results;
    },
  });

/** Runs once a query is submitted (null until then); new embeddings or documents invalidate old answers. */
export function useReferenceSearch(submitted: string | null) {
  return useQuery({ ...referenceSearchQuery(submitted ?? ''), enabled: submitted !== null });
}

/**
 * The answer already describes the job, so the status shows its progress at once; the refetch is not awaited
 * because the server is busy embedding and may be slow.
 */
export function afterEmbeddingsStarted(queryClient: QueryClient, { job }: CreateEmbeddingsResponse): void {
  queryClient.setQueryData(referenceKeys.status(), (current) =>
    current
      ? { ...current, job: { state: job.state, done: job.done, total: job.total, error: null } }
      : current,
  );
  void queryClient.invalidateQueries({ queryKey: referenceKeys.status() });
}

/**
 * POST /api/dsm/create-embeddings (no body): starts the job over the workspace's imported documents, or answers
 * the one already running, with what is already ready and a sentence saying so.
 */
export function useCreateEmbeddings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/dsm/create-embeddings', {
        method: 'POST',
        schema: (s) => s.createEmbeddingsResponseSchema,
      }),
    onSuccess: (answer) => afterEmbeddingsStarted(queryClient, answer),
  });
}

/** `contentType` is the one the file is sent with (the screen decides it from the file's name and type). */
export type ImportRequest = { file: File; title: string; contentType: string };

/**
 * POST /api/dsm/documents with the file itself as the body (not JSON, so not through `apiRequest`'s JSON
 * helper) and its name and title in the query. Failures carry the server's text, as elsewhere.
 */
export async function importReferenceDocument({
  file,
  title,
  contentType,
}: ImportRequest): Promise<ReferenceDocument> {
  const params = new URLSearchParams({ fileName: file.name });
  if (title.trim()) params.set('title', title.trim());
  const response = await fetch(`/api/dsm/documents?${params.toString()}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': contentType },
    body: file,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return referenceDocumentResponseSchema.parse(await response.json()).document;
}

/** DELETE /api/dsm/documents/:id: its chunks and their embeddings go with it. */
export async function deleteReferenceDocument(id: string): Promise<void> {
  await apiRequest(`/api/dsm/documents/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** A document added or removed changes what the status counts and what a search finds: all of it is refetched. */
export function afterReferenceChanged(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [referenceKeys.all]);
}

export function useImportReferenceDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importReferenceDocument,
    onSuccess: () => afterReferenceChanged(queryClient),
  });
}

export function useDeleteReferenceDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReferenceDocument,
    onSuccess: () => afterReferenceChanged(queryClient),
  });
}

/** POST /api/enhanced-diagnosis: the engine's differential for a note, joined with reference content. */
export function generateEnhancedDiagnosis(clinicalNote: string) {
  return apiRequest('/api/enhanced-diagnosis', {
    method: 'POST',
    body: { clinicalNote },
    schema: (s) => s.enhancedDiagnosisResponseSchema,
  });
}

export function useEnhancedDiagnosis() {
  return useMutation({ mutationFn: generateEnhancedDiagnosis });
}
