import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  insightsSchema,
  type generateInsightsRequestSchema,
  type Insights,
} from '../../../../contract/generation';
import { apiRequest } from '../../../lib/api-client';

export type GenerateInsightsRequest = z.input<typeof generateInsightsRequestSchema>;

/** SPEC §4, §9: insights appear after a 2-second loading state. */
export const INSIGHTS_DELAY_MS = 2_000;

/** POST /api/generate-insights: emotions, themes, likely diagnoses and the client's 4-week heatmap. */
export async function generateInsights(request: GenerateInsightsRequest): Promise<Insights> {
  return apiRequest('/api/generate-insights', { body: request, schema: insightsSchema });
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
