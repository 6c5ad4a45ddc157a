import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SessionSummary } from '../../contract/generation';
import type {
  diagnosisStepResponseSchema,
  planStepResponseSchema,
  sessionSummaryStepResponseSchema,
} from '../../contract/workflow';
import {
  type AssessmentReport,
  type DiagnosisStep,
  type PlanStep,
  type saveAssessmentRequestSchema,
} from '../../contract/workflow';
import { apiRequest } from '../lib/api-client';
import { dashboardKeys, invalidate, reportKeys, sessionKeys } from './query-keys';

/*
 * What is saved for a session besides its note: the recording screen's summary, and the wizard's diagnoses,
 * plan and assessment. The server builds the draft assessment from the note and the saved steps, so every save
 * that feeds it refetches it.
 */

export type SavedSummary = z.infer<typeof sessionSummaryStepResponseSchema>['summary'];
export type SavedDiagnosisStep = z.infer<typeof diagnosisStepResponseSchema>['step'];
export type SavedPlanStep = z.infer<typeof planStepResponseSchema>['step'];
export type SaveAssessmentRequest = z.input<typeof saveAssessmentRequestSchema>;

const sessionPath = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;

/** GET /api/sessions/:id/summary: the summary saved for the session (with its confirmed scores), or null. */
export const savedSummaryQuery = (sessionId: string) =>
  queryOptions({
    queryKey: sessionKeys.summary(sessionId),
    queryFn: async (): Promise<SavedSummary> =>
      (
        await apiRequest(`${sessionPath(sessionId)}/summary`, {
          schema: (s) => s.sessionSummaryStepResponseSchema,
        })
      ).summary,
  });

export function useSavedSummary(sessionId: string) {
  return useQuery(savedSummaryQuery(sessionId));
}

/** PUT /api/sessions/:id/summary: stores the summary; the answer becomes the cached saved summary. */
export function useSaveSummary(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (summary: SessionSummary): Promise<SavedSummary> =>
      (
        await apiRequest(`${sessionPath(sessionId)}/summary`, {
          method: 'PUT',
          body: { summary },
          schema: (s) => s.sessionSummaryStepResponseSchema,
        })
      ).summary,
    onSuccess: (saved) => queryClient.setQueryData(sessionKeys.summary(sessionId), saved),
  });
}

/** A saved step becomes the cached one, and the assessment built from the steps is refetched. */
export function afterStepSaved(
  queryClient: QueryClient,
  stepKey: ReturnType<typeof sessionKeys.diagnoses | typeof sessionKeys.plan>,
  sessionId: string,
  step: SavedDiagnosisStep | SavedPlanStep,
): Promise<void> {
  queryClient.setQueryData(stepKey, step);
  return invalidate(queryClient, [sessionKeys.assessment(sessionId)]);
}

/** GET /api/sessions/:id/diagnoses: the saved differential, selection and notes (null before the first save). */
export const diagnosisStepQuery = (sessionId: string) =>
  queryOptions({
    queryKey: sessionKeys.diagnoses(sessionId),
    queryFn: async (): Promise<SavedDiagnosisStep> =>
      (
        await apiRequest(`${sessionPath(sessionId)}/diagnoses`, {
          schema: (s) => s.diagnosisStepResponseSchema,
        })
      ).step,
  });

export function useDiagnosisStep(sessionId: string) {
  return useQuery(diagnosisStepQuery(sessionId));
}

/** PUT /api/sessions/:id/diagnoses: saves the whole step. */
export function useSaveDiagnosisStep(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (step: DiagnosisStep): Promise<SavedDiagnosisStep> =>
      (
        await apiRequest(`${sessionPath(sessionId)}/diagnoses`, {
          method: 'PUT',
          body: step,
          schema: (s) => s.diagnosisStepResponseSchema,
        })
      ).step,
    onSuccess: (step) => afterStepSaved(queryClient, sessionKeys.diagnoses(sessionId), sessionId, step),
  });
}

/** GET /api/sessions/:id/plan: the suggested and customised treatments and the selection. */
export const planStepQuery = (sessionId: string) =>
  queryOptions({
    queryKey: sessionKeys.plan(sessionId),
    queryFn: async (): Promise<SavedPlanStep> =>
      (await apiRequest(`${sessionPath(sessionId)}/plan`, { schema: (s) => s.planStepResponseSchema })).step,
  });

export function usePlanStep(sessionId: string) {
  return useQuery(planStepQuery(sessionId));
}

/** PUT /api/sessions/:id/plan: saves the whole step. */
export function useSavePlanStep(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (step: PlanStep): Promise<SavedPlanStep> =>
      (
        await apiRequest(`${sessionPath(sessionId)}/plan`, {
          method: 'PUT',
          body: step,
          schema: (s) => s.planStepResponseSchema,
        })
      ).step,
    onSuccess: (step) => afterStepSaved(queryClient, sessionKeys.plan(sessionId), sessionId, step),
  });
}

/** GET /api/sessions/:id/assessment/pdf, as a link the browser downloads. */
export const assessmentPdfPath = (sessionId: string) => `${sessionPath(sessionId)}/assessment/pdf`;

/** GET /api/sessions/:id/assessment: the report as the saved note and steps make it so far. */
export const assessmentQuery = (sessionId: string) =>
  queryOptions({
    queryKey: sessionKeys.assessment(sessionId),
    // Built by the server from the note and every saved step, which other screens change too.
    refetchOnMount: 'always',
    queryFn: async (): Promise<AssessmentReport | null> =>
      (
        await apiRequest(`${sessionPath(sessionId)}/assessment`, {
          schema: (s) => s.assessmentResponseSchema,
        })
      ).report,
  });

export function useAssessment(sessionId: string) {
  return useQuery(assessmentQuery(sessionId));
}

/** PUT /api/sessions/:id/assessment: saves the summary text as the draft report. */
export function useSaveAssessment(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveAssessmentRequest) =>
      apiRequest(`${sessionPath(sessionId)}/assessment`, { method: 'PUT', body: request }),
    onSuccess: () => invalidate(queryClient, [sessionKeys.assessment(sessionId)]),
  });
}

/** Completing changes the session's status (in every list and step), the dashboard and the report list. */
export function afterSessionCompleted(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [sessionKeys.all, dashboardKeys.all, reportKeys.all]);
}

/** POST /api/sessions/:id/complete: freezes the report and completes the session. */
export function useCompleteSession(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest(`${sessionPath(sessionId)}/complete`, {
          method: 'POST',
          schema: (s) => s.completeSessionResponseSchema,
        })
      ).report,
    onSuccess: () => afterSessionCompleted(queryClient),
  });
}
