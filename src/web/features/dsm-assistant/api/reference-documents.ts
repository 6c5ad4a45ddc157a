import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  referenceDocumentListResponseSchema,
  referenceDocumentResponseSchema,
  type ReferenceDocument,
} from '../../../../contract/reference';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { importContentType } from '../lib/dsm-display';
import { DSM_QUERY_KEY } from './get-dsm-status';

/** GET /api/dsm/documents — the built-in reference and this workspace's imports. */
export async function getReferenceDocuments() {
  const { documents } = await apiRequest('/api/dsm/documents', {
    schema: referenceDocumentListResponseSchema,
  });
  return documents;
}

export function useReferenceDocuments() {
  return useQuery({ queryKey: [...DSM_QUERY_KEY, 'documents'], queryFn: getReferenceDocuments });
}

export type ImportRequest = { file: File; title: string };

/**
 * POST /api/dsm/documents with the file itself as the body (not JSON, so not through `apiRequest`'s
 * JSON helper) and its name and title in the query. Failures carry the server's text, as elsewhere.
 */
export async function importReferenceDocument({ file, title }: ImportRequest): Promise<ReferenceDocument> {
  const params = new URLSearchParams({ fileName: file.name });
  if (title.trim()) params.set('title', title.trim());
  const response = await fetch(`/api/dsm/documents?${params.toString()}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': importContentType(file) ?? 'application/octet-stream' },
    body: file,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return referenceDocumentResponseSchema.parse(await response.json()).document;
}

/** DELETE /api/dsm/documents/:id — its chunks and their embeddings go with it. */
export async function deleteReferenceDocument(id: string): Promise<void> {
  await apiRequest(`/api/dsm/documents/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Either change alters what the status counts and what a search can find, so all of it is refetched. */
function useReferenceChange<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DSM_QUERY_KEY }),
  });
}

export const useImportReferenceDocument = () => useReferenceChange(importReferenceDocument);
export const useDeleteReferenceDocument = () => useReferenceChange(deleteReferenceDocument);
