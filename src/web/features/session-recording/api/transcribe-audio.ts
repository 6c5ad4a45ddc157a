import { useMutation } from '@tanstack/react-query';
import {
  transcribeAudioResponseSchema,
  type AudioContentType,
  type TranscribeAudioResponse,
} from '../../../../contract/transcription';
import { ApiError } from '../../../lib/api-client';

export type TranscribeAudioRequest = {
  sessionId: string;
  language: string;
  keepAudio: boolean;
  audio: Blob;
  contentType: AudioContentType;
};

/**
 * POST /api/transcriptions: the audio itself is the body (not JSON, so not through the JSON request helper),
 * and the answer is the text the transcription server heard.
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
