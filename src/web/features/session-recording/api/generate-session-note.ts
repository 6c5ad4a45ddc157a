import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  NO_TRANSCRIPTION_TEXT,
  sessionNoteSchema,
  type generateSessionNoteRequestSchema,
  type SessionNote,
} from '../../../../contract/generation';
import { apiRequest } from '../../../lib/api-client';

export type GenerateSessionNoteRequest = z.input<typeof generateSessionNoteRequestSchema>;

/** A blank transcript is refused before any call is made (SPEC §8). */
export class BlankTranscriptError extends Error {
  constructor() {
    super(NO_TRANSCRIPTION_TEXT);
    this.name = 'BlankTranscriptError';
  }
}

/** POST /api/generate-session-note: the structured note, with the evidence behind each field. */
export async function generateSessionNote(request: GenerateSessionNoteRequest): Promise<SessionNote> {
  if (request.dictationText.trim().length === 0) throw new BlankTranscriptError();
  return apiRequest('/api/generate-session-note', { body: request, schema: sessionNoteSchema });
}

export function useGenerateSessionNote() {
  return useMutation({ mutationFn: generateSessionNote });
}
