import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  generateTherapyRecommendationsResponseSchema,
  type generateTherapyRecommendationsRequestSchema,
} from '../../../../contract/generation';
import { apiRequest } from '../../../lib/api-client';

export type GenerateTherapyRecommendationsRequest = z.input<
  typeof generateTherapyRecommendationsRequestSchema
>;

/** POST /api/generate-therapy-recommendations with the client profile and where treatment stands. */
export async function generateTherapyRecommendations(request: GenerateTherapyRecommendationsRequest) {
  const { recommendations } = await apiRequest('/api/generate-therapy-recommendations', {
    method: 'POST',
    body: request,
    schema: generateTherapyRecommendationsResponseSchema,
  });
  return recommendations;
}

export function useGenerateTherapyRecommendations() {
  return useMutation({ mutationFn: generateTherapyRecommendations });
}
