import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  generateTreatmentPlanResponseSchema,
  type TreatmentSuggestion,
} from '../../../../contract/generation';
import { planStepResponseSchema, type PlanStep } from '../../../../contract/workflow';
import { apiRequest } from '../../../lib/api-client';

const stepPath = (id: string) => `/api/sessions/${encodeURIComponent(id)}/plan`;

export type SavedPlanStep = z.infer<typeof planStepResponseSchema>['step'];

export function planStepQuery(sessionId: string) {
  return queryOptions({
    queryKey: ['sessions', 'wizard', sessionId, 'plan'],
    queryFn: async (): Promise<SavedPlanStep> =>
      (await apiRequest(stepPath(sessionId), { schema: planStepResponseSchema })).step,
  });
}

/** GET /api/sessions/:id/plan: the suggested and customised treatments and the selection. */
export function usePlanStep(sessionId: string) {
  return useQuery(planStepQuery(sessionId));
}

/** PUT /api/sessions/:id/plan: saves the whole step; the answer replaces the cached one. */
export function useSavePlanStep(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (step: PlanStep): Promise<SavedPlanStep> =>
      (await apiRequest(stepPath(sessionId), { method: 'PUT', body: step, schema: planStepResponseSchema }))
        .step,
    onSuccess: (step) => {
      queryClient.setQueryData(planStepQuery(sessionId).queryKey, step);
      return queryClient.invalidateQueries({ queryKey: ['sessions', 'wizard', sessionId, 'assessment'] });
    },
  });
}

/** POST /api/generate-treatment-plan: treatments indicated for the accepted diagnoses. */
export async function generateTreatments(
  diagnoses: string[],
  clientContext: string,
): Promise<TreatmentSuggestion[]> {
  return (
    await apiRequest('/api/generate-treatment-plan', {
      body: { diagnoses, clientContext },
      schema: generateTreatmentPlanResponseSchema,
    })
  ).treatments;
}
