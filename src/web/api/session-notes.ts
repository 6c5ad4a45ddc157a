import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SaveNoteRequest, SessionNoteResponse } from '../../contract/workflow';
import { apiRequest } from '../lib/api-client';
import { invalidate, sessionKeys } from './query-keys';

const notePath = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}/note`;

/** GET /api/sessions/:id/note: the current version (null before the first save) and every version, newest first. */
export async function fetchSessionNote(sessionId: string): Promise<SessionNoteResponse> {
  return apiRequest(notePath(sessionId), { schema: (s) => s.sessionNoteResponseSchema });
}

/** One note per session, which the recording screen and every wizard step read from the same cache. */
export const sessionNoteQuery = (sessionId: string) =>
  queryOptions({ queryKey: sessionKeys.note(sessionId), queryFn: () => fetchSessionNote(sessionId) });

export function useSessionNote(sessionId: string) {
  return useQuery(sessionNoteQuery(sessionId));
}

/**
 * Saving or signing answers with the whole note (current version and history), which becomes the cached note
 * wherever it is shown. The assessment's presenting problem comes from the current note, so it is refetched.
 */
export function afterNoteSaved(
  queryClient: QueryClient,
  sessionId: string,
  saved: SessionNoteResponse,
): Promise<void> {
  queryClient.setQueryData(sessionKeys.note(sessionId), saved);
  return invalidate(queryClient, [sessionKeys.assessment(sessionId)]);
}

/** PUT /api/sessions/:id/note: a draft is replaced in place; a signed note gets an amendment. */
export async function saveSessionNote(
  sessionId: string,
  request: SaveNoteRequest,
): Promise<SessionNoteResponse> {
  return apiRequest(notePath(sessionId), {
    method: 'PUT',
    body: request,
    schema: (s) => s.sessionNoteResponseSchema,
  });
}

/** `onSaved` runs as the saved note reaches the cache (the recording screen drops its unsaved copy then). */
export function useSaveSessionNote(
  sessionId: string,
  { onSaved }: { onSaved?: (saved: SessionNoteResponse) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveNoteRequest) => saveSessionNote(sessionId, request),
    onSuccess: (saved) => {
      const refreshed = afterNoteSaved(queryClient, sessionId, saved);
      onSaved?.(saved);
      return refreshed;
    },
  });
}

/** POST /api/sessions/:id/note/sign: locks the current draft with the signer's name and the time. */
export async function signSessionNote(sessionId: string): Promise<SessionNoteResponse> {
  return apiRequest(`${notePath(sessionId)}/sign`, {
    method: 'POST',
    schema: (s) => s.sessionNoteResponseSchema,
  });
}

export function useSignSessionNote(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signSessionNote(sessionId),
    onSuccess: (saved) => afterNoteSaved(queryClient, sessionId, saved),
  });
}

/**
 * POST /api/sessions/:id/note/generate: the server writes the note from the session's stored transcript and
 * template and saves it. A draft is replaced; a signed note is kept as signed and the new text becomes an
 * amendment, which needs its reason (the server refuses without one).
 */
export async function generateStoredNote(
  sessionId: string,
  amendmentReason: string | undefined,
): Promise<SessionNoteResponse> {
  return apiRequest(`${notePath(sessionId)}/generate`, {
    body: amendmentReason === undefined ? {} : { amendmentReason },
    schema: (s) => s.sessionNoteResponseSchema,
  });
}

export function useGenerateStoredNote(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amendmentReason: string | undefined) => generateStoredNote(sessionId, amendmentReason),
    onSuccess: (saved) => afterNoteSaved(queryClient, sessionId, saved),
  });
}

/** GET /api/clients/:id/notes: the client's notes (signed or draft, current version each) and final reports. */
export const clientDocumentsQuery = (clientId: string) =>
  queryOptions({
    queryKey: sessionKeys.clientDocuments(clientId),
    queryFn: () =>
      apiRequest(`/api/clients/${encodeURIComponent(clientId)}/notes`, {
        schema: (s) => s.clientDocumentsSchema,
      }),
  });

export function useClientDocuments(clientId: string) {
  return useQuery(clientDocumentsQuery(clientId));
}
