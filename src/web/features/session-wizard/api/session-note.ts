import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionNoteSchema, type SessionNote } from '../../../../contract/generation';
import {
  sessionNoteResponseSchema,
  type SaveNoteRequest,
  type SessionNoteResponse,
} from '../../../../contract/workflow';
import { apiRequest } from '../../../lib/api-client';

const notePath = (id: string) => `/api/sessions/${encodeURIComponent(id)}/note`;

/** The recording screen caches the note under the same key and shape, so both screens show one note. */
export function sessionNoteQuery(sessionId: string) {
  return queryOptions({
    queryKey: ['sessions', 'note', sessionId],
    queryFn: (): Promise<SessionNoteResponse> =>
      apiRequest(notePath(sessionId), { schema: sessionNoteResponseSchema }),
  });
}

/** GET /api/sessions/:id/note: the current version and every version, newest first. */
export function useSessionNote(sessionId: string) {
  return useQuery(sessionNoteQuery(sessionId));
}

/** Saving or signing answers with the whole note (current version and history), which becomes the cache. */
function useNoteMutation<T>(sessionId: string, mutationFn: (input: T) => Promise<SessionNoteResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => {
      queryClient.setQueryData(sessionNoteQuery(sessionId).queryKey, saved);
      // The assessment's presenting problem comes from the current note.
      return queryClient.invalidateQueries({ queryKey: ['sessions', 'wizard', sessionId, 'assessment'] });
    },
  });
}

/** PUT /api/sessions/:id/note: replaces a draft; on a signed note, appends an amendment. */
export function useSaveNote(sessionId: string) {
  return useNoteMutation(sessionId, (request: SaveNoteRequest) =>
    apiRequest(notePath(sessionId), { method: 'PUT', body: request, schema: sessionNoteResponseSchema }),
  );
}

/** POST /api/sessions/:id/note/sign: locks the current draft with the signer's name and the time. */
export function useSignNote(sessionId: string) {
  return useNoteMutation(sessionId, () =>
    apiRequest(`${notePath(sessionId)}/sign`, { method: 'POST', schema: sessionNoteResponseSchema }),
  );
}

/**
 * POST /api/generate-session-note: a fresh note from the session's transcript and template, with its client's
 * latest confirmed scores in the Objective section.
 */
export function generateNote(
  transcript: string,
  templateId: string | null,
  sessionId: string,
): Promise<SessionNote> {
  return apiRequest('/api/generate-session-note', {
    body: { dictationText: transcript, templateId: templateId ?? undefined, sessionId },
    schema: sessionNoteSchema,
  });
}
