import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  sessionNoteResponseSchema,
  type SaveNoteRequest,
  type SessionNoteResponse,
} from '../../../../contract/workflow';
import { apiRequest } from '../../../lib/api-client';

const notePath = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}/note`;

/** GET /api/sessions/:id/note: the current note version (null before the first save) and its history. */
export async function fetchSessionNote(sessionId: string): Promise<SessionNoteResponse> {
  return apiRequest(notePath(sessionId), { schema: sessionNoteResponseSchema });
}

/** Under ['sessions'], so whatever refreshes the sessions refreshes the note too. */
export function sessionNoteQuery(sessionId: string) {
  return queryOptions({
    queryKey: ['sessions', 'note', sessionId],
    queryFn: () => fetchSessionNote(sessionId),
  });
}

export function useSessionNote(sessionId: string) {
  return useQuery(sessionNoteQuery(sessionId));
}

/**
 * PUT /api/sessions/:id/note: a draft is replaced in place; a signed note gets an amendment. The answer is
 * the new current version, which becomes the cached note.
 */
export async function saveSessionNote(
  sessionId: string,
  request: SaveNoteRequest,
): Promise<SessionNoteResponse> {
  return apiRequest(notePath(sessionId), {
    method: 'PUT',
    body: request,
    schema: sessionNoteResponseSchema,
  });
}

export function useSaveSessionNote(sessionId: string, onSaved?: (saved: SessionNoteResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveNoteRequest) => saveSessionNote(sessionId, request),
    onSuccess: (saved) => {
      queryClient.setQueryData(sessionNoteQuery(sessionId).queryKey, saved);
      onSaved?.(saved);
    },
  });
}
