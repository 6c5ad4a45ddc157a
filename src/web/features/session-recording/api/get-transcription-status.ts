import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  transcriptionStatusResponseSchema,
  type TranscriptionStatus,
} from '../../../../contract/transcription';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/transcription/status: whether this server can turn audio into text. */
export async function fetchTranscriptionStatus(): Promise<TranscriptionStatus> {
  return apiRequest('/api/transcription/status', { schema: transcriptionStatusResponseSchema });
}

export const transcriptionStatusQuery = queryOptions({
  queryKey: ['transcription', 'status'],
  queryFn: fetchTranscriptionStatus,
});

export function useTranscriptionStatus() {
  return useQuery(transcriptionStatusQuery);
}
