import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { generateDiagnosisResponseSchema, type DiagnosisSuggestion } from '../../../../contract/generation';
import { diagnosisStepResponseSchema, type DiagnosisStep } from '../../../../contract/workflow';
import { apiRequest } from '../../../lib/api-client';

const stepPath = (id: string) => `/api/sessions/${encodeURIComponent(id)}/diagnoses`;

export type SavedDiagnosisStep = z.infer<typeof diagnosisStepResponseSchema>['step'];

export function diagnosisStepQuery(sessionId: string) {
  return queryOptions({
    queryKey: ['sessions', 'wizard', sessionId, 'diagnoses'],
    queryFn: async (): Promise<SavedDiagnosisStep> =>
      (await apiRequest(stepPath(sessionId), { schema: diagnosisStepResponseSchema })).step,
  });
}

/** GET /api/sessions/:id/diagnoses: the saved differential, selection and notes (null before the first save). */
export function useDiagnosisStep(sessionId: string) {
  return useQuery(diagnosisStepQuery(sessionId));
}

/** PUT /api/sessions/:id/diagnoses: saves the whole step; the answer replaces the cached one. */
export function useSaveDiagnosisStep(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (step: DiagnosisStep): Promise<SavedDiagnosisStep> =>
      (
        await apiRequest(stepPath(sessionId), {
          method: 'PUT',
          body: step,
          schema: diagnosisStepResponseSchema,
        })
      ).step,
    onSuccess: (step) => {
      queryClient.setQueryData(diagnosisStepQuery(sessionId).queryKey, step);
      // The assessment is built from the saved steps.
      return queryClient.invalidateQueries({ queryKey: ['sessions', 'wizard', sessionId, 'assessment'] });
    },
  });
}

/** POST /api/generate-diagnosis: ranked suggestions with met and unmet criteria and their evidence. */
export async function generateDiagnoses(clinicalNote: string): Promise<DiagnosisSuggestion[]> {
  return (
    await apiRequest('/api/generate-diagnosis', {
      body: { clinicalNote },
      schema: generateDiagnosisResponseSchema,
    })
  ).diagnoses;
}
