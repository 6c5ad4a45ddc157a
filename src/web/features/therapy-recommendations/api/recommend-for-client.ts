import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  clientRecommendationsResponseSchema,
  type clientRecommendationsRequestSchema,
} from '../../../../contract/workflow';
import { apiRequest } from '../../../lib/api-client';

export type ClientRecommendationsRequest = z.input<typeof clientRecommendationsRequestSchema>;

/**
 * POST /api/clients/:id/therapy-recommendations: the server reads the client's saved concerns and the diagnoses
 * accepted in their sessions; the screen adds only where treatment stands.
 */
export async function recommendForClient({
  clientId,
  request,
}: {
  clientId: string;
  request: ClientRecommendationsRequest;
}) {
  return apiRequest(`/api/clients/${encodeURIComponent(clientId)}/therapy-recommendations`, {
    method: 'POST',
    body: request,
    schema: clientRecommendationsResponseSchema,
  });
}

export function useRecommendForClient() {
  return useMutation({ mutationFn: recommendForClient });
}
