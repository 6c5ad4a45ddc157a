import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assessmentSummaryResponseSchema } from '../../../../contract/generation';
import {
  assessmentResponseSchema,
  completeSessionResponseSchema,
  type AssessmentReport,
  type REPORT_TYPES,
} from '../../../../contract/workflow';
import { apiRequest } from '../../../lib/api-client';

const sessionPath = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;

export const assessmentPdfPath = (sessionId: string) => `${sessionPath(sessionId)}/assessment/pdf`;

export function assessmentQuery(sessionId: string) {
  return queryOptions({
    queryKey: ['sessions', 'wizard', sessionId, 'assessment'],
    // Built by the server from the note and every saved step, which other screens change too.
    refetchOnMount: 'always',
    queryFn: async (): Promise<AssessmentReport | null> =>
      (await apiRequest(`${sessionPath(sessionId)}/assessment`, { schema: assessmentResponseSchema })).report,
  });
}

/** GET /api/sessions/:id/assessment: the report as the saved steps make it so far. */
export function useAssessment(sessionId: string) {
  return useQuery(assessmentQuery(sessionId));
}

type SaveAssessment = { summary: string; reportType?: (typeof REPORT_TYPES)[number] };

/** PUT /api/sessions/:id/assessment: saves the summary text as the draft report. */
export function useSaveAssessment(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveAssessment) =>
      apiRequest(`${sessionPath(sessionId)}/assessment`, { method: 'PUT', body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentQuery(sessionId).queryKey }),
  });
}

/** POST /api/sessions/:id/complete: freezes the report and completes the session. */
export function useCompleteSession(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest(`${sessionPath(sessionId)}/complete`, {
          method: 'POST',
          schema: completeSessionResponseSchema,
        })
      ).report,
    // Completing changes the session's status, the dashboard and the report list.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['sessions'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
      ]),
  });
}

export type AssessmentSummaryInput = {
  presentingProblem: string;
  diagnoses: string[];
  treatmentPlan: string[];
  sessionNotes: string;
};

/** POST /api/generate-assessment-summary: the summary text from the saved steps. */
export async function generateAssessmentSummary(input: AssessmentSummaryInput): Promise<string> {
  return (
    await apiRequest('/api/generate-assessment-summary', {
      body: input,
      schema: assessmentSummaryResponseSchema,
    })
  ).summary;
}
