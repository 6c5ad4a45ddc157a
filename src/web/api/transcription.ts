import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  transcribeAudioResponseSchema,
  type AudioContentType,
  type TranscribeAudioResponse,
} from '../../contract/transcription';
import { ApiError, apiRequest } from '../lib/api-client';
import { transcriptionKeys } from './query-keys';

/** GET /api/transcription/status: whether this server can turn audio into text. */
export const transcriptionStatusQuery = () =>
  queryOptions({
    queryKey: transcriptionKeys.status(),
    queryFn: () =>
      apiRequest('/api/transcription/status', { schema: (s) => s.transcriptionStatusResponseSchema }),
  });

export function useTranscriptionStatus() {
  return useQuery(transcriptionStatusQuery());
}

export type TranscribeAudioRequest = {
  sessionId: string;
  language: string;
  keepAudio: boolean;
  audio: Blob;
  contentType: AudioContentType;
};

/**
 * POST /api/transcriptions: the audio itself is the body (not JSON, so not through the JSON request helper),
 * and the answer is the text the transcription server heard. The screen adds it to the transcript, which saves
 * it to the session as typed text would be.
 */
export async function transcribeAudio(request: TranscribeAudioRequest): Promise<TranscribeAudioResponse> {
  const query = new URLSearchParams({
    sessionId: request.sessionId,
    language: request.language,
    keep: String(request.keepAudio),
  });
  const response = await fetch(`/api/transcriptions?${query.toString()}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': request.contentType },
    body: request.audio,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return transcribeAudioResponseSchema.parse(await response.json());
}

export function useTranscribeAudio() {
  return useMutation({ mutationFn: transcribeAudio });
}
