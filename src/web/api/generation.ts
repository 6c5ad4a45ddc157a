import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  NO_SUMMARY_CONTENT,
  NO_TRANSCRIPTION_TEXT,
  type DiagnosisSuggestion,
  type generateAssessmentSummaryRequestSchema,
  type generateInsightsRequestSchema,
  type generateSessionNoteRequestSchema,
  type generateSessionSummaryRequestSchema,
  type Insights,
  type SessionNote,
  type SessionSummary,
  type TreatmentSuggestion,
} from '../../contract/generation';
import { apiRequest } from '../lib/api-client';
import { invalidate, sessionKeys } from './query-keys';

/*
 * The generation endpoints: each answers from what it is sent (or from the session it names) and stores
 * nothing, so none of them changes a cached query. What a screen does with the answer (save it as the note, a
 * step, the summary) goes through that resource's own mutation.
 */

export type GenerateSessionNoteRequest = z.input<typeof generateSessionNoteRequestSchema>;
export type GenerateInsightsRequest = z.input<typeof generateInsightsRequestSchema>;
export type GenerateSessionSummaryRequest = z.input<typeof generateSessionSummaryRequestSchema>;
export type GenerateAssessmentSummaryRequest = z.input<typeof generateAssessmentSummaryRequestSchema>;

/** A blank transcript is refused before any call is made (SPEC §8). */
export class BlankTranscriptError extends Error {
  constructor() {
    super(NO_TRANSCRIPTION_TEXT);
    this.name = 'BlankTranscriptError';
  }
}

/**
 * POST /api/generate-session-note: the structured note with the evidence behind each field; with a session id,
 * its client's latest confirmed scores go in the Objective section.
 */
export async function generateSessionNote(request: GenerateSessionNoteRequest): Promise<SessionNote> {
  if (request.dictationText.trim().length === 0) throw new BlankTranscriptError();
  return apiRequest('/api/generate-session-note', { body: request, schema: (s) => s.sessionNoteSchema });
}

export function useGenerateSessionNote() {
  return useMutation({ mutationFn: generateSessionNote });
}

/** SPEC §4, §9: insights appear after a 2-second loading state. */
export const INSIGHTS_DELAY_MS = 2_000;

/** POST /api/generate-insights: emotions, themes, likely diagnoses and the client's 4-week heatmap. */
export async function generateInsights(request: GenerateInsightsRequest): Promise<Insights> {
  return apiRequest('/api/generate-insights', { body: request, schema: (s) => s.insightsSchema });
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The loading state lasts at least the spec's two seconds; the call runs meanwhile, so a slow answer
 * does not add to the wait.
 */
export function useGenerateInsights() {
  return useMutation({
    mutationFn: async (request: GenerateInsightsRequest) =>
      (await Promise.all([generateInsights(request), wait(INSIGHTS_DELAY_MS)]))[0],
  });
}

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
  return apiRequest('/api/generate-session-summary', {
    body: request,
    schema: (s) => s.sessionSummarySchema,
  });
}

/** With a session named, the server keeps the generated summary at once: the session's saved summary is refetched. */
export function useGenerateSessionSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateSessionSummary,
    onSuccess: (_summary, request) =>
      request.sessionId ? invalidate(queryClient, [sessionKeys.summary(request.sessionId)]) : undefined,
  });
}

/** POST /api/generate-diagnosis: ranked suggestions with met and unmet criteria and their evidence. */
export async function generateDiagnoses(clinicalNote: string): Promise<DiagnosisSuggestion[]> {
  return (
    await apiRequest('/api/generate-diagnosis', {
      body: { clinicalNote },
      schema: (s) => s.generateDiagnosisResponseSchema,
    })
  ).diagnoses;
}

/** POST /api/generate-treatment-plan: treatments indicated for the accepted diagnoses. */
export async function generateTreatments(
  diagnoses: string[],
  clientContext: string,
): Promise<TreatmentSuggestion[]> {
  return (
    await apiRequest('/api/generate-treatment-plan', {
      body: { diagnoses, clientContext },
      schema: (s) => s.generateTreatmentPlanResponseSchema,
    })
  ).treatments;
}

/** POST /api/generate-assessment-summary: the summary text from the saved steps. */
export async function generateAssessmentSummary(request: GenerateAssessmentSummaryRequest): Promise<string> {
  return (
    await apiRequest('/api/generate-assessment-summary', {
      body: request,
      schema: (s) => s.assessmentSummaryResponseSchema,
    })
  ).summary;
}
