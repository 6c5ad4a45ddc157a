import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  NO_SUMMARY_CONTENT,
  sessionSummarySchema,
  type generateSessionSummaryRequestSchema,
  type SessionSummary,
} from '../../../../contract/generation';
import { sessionSummaryStepResponseSchema } from '../../../../contract/workflow';
import { apiRequest } from '../../../lib/api-client';

export type GenerateSessionSummaryRequest = z.input<typeof generateSessionSummaryRequestSchema>;
export type SavedSummary = z.infer<typeof sessionSummaryStepResponseSchema>['summary'];

/** A blank transcript is refused before any call is made (SPEC §5, §8). */
export class BlankSummaryContentError extends Error {
  constructor() {
    super(NO_SUMMARY_CONTENT);
    this.name = 'BlankSummaryContentError';
  }
}

/** POST /api/generate-session-summary: the six parts of the summary and the risk assessment behind them. */
export async function generateSessionSummary(
  request: GenerateSessionSummaryRequest,
): Promise<SessionSummary> {
  if (request.transcription.trim().length === 0) throw new BlankSummaryContentError();
  return apiRequest('/api/generate-session-summary', { body: request, schema: sessionSummarySchema });
}

export function useGenerateSessionSummary() {
  return useMutation({ mutationFn: generateSessionSummary });
}

const summaryPath = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}/summary`;

/** GET /api/sessions/:id/summary: the summary saved for the session, or null. */
export async function fetchSavedSummary(sessionId: string): Promise<SavedSummary> {
  return (await apiRequest(summaryPath(sessionId), { schema: sessionSummaryStepResponseSchema })).summary;
}

export function savedSummaryQuery(sessionId: string) {
  return queryOptions({
    queryKey: ['sessions', 'summary', sessionId],
    queryFn: () => fetchSavedSummary(sessionId),
  });
}

export function useSavedSummary(sessionId: string) {
  return useQuery(savedSummaryQuery(sessionId));
}

/** PUT /api/sessions/:id/summary: stores the summary; the answer becomes the cached saved summary. */
export async function saveSummary(sessionId: string, summary: SessionSummary): Promise<SavedSummary> {
  return (
    await apiRequest(summaryPath(sessionId), {
      method: 'PUT',
      body: { summary },
      schema: sessionSummaryStepResponseSchema,
    })
  ).summary;
}

export function useSaveSummary(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (summary: SessionSummary) => saveSummary(sessionId, summary),
    onSuccess: (saved) => queryClient.setQueryData(savedSummaryQuery(sessionId).queryKey, saved),
  });
}
