import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateMeasurementRequest } from '../../contract/measurements';
import { apiRequest } from '../lib/api-client';
import { invalidate, measurementKeys, sessionKeys } from './query-keys';

const encode = encodeURIComponent;

/** GET /api/clients/:id/measurements — the client's scores, oldest first. */
export const clientMeasurementsQuery = (clientId: string) =>
  queryOptions({
    queryKey: measurementKeys.client(clientId),
    queryFn: async () =>
      (
        await apiRequest(`/api/clients/${encode(clientId)}/measurements`, {
          schema: (s) => s.listMeasurementsResponseSchema,
        })
      ).measurements,
  });
export const useClientMeasurements = (clientId: string) => useQuery(clientMeasurementsQuery(clientId));

/** GET /api/sessions/:id/measurements — scores given or stated in a session, proposals included. */
export const sessionMeasurementsQuery = (sessionId: string) =>
  queryOptions({
    queryKey: measurementKeys.session(sessionId),
    queryFn: async () =>
      (
        await apiRequest(`/api/sessions/${encode(sessionId)}/measurements`, {
          schema: (s) => s.listMeasurementsResponseSchema,
        })
      ).measurements,
  });
export const useSessionMeasurements = (sessionId: string) => useQuery(sessionMeasurementsQuery(sessionId));

/** GET /api/measurements/latest — each client's latest confirmed score per instrument. */
export const latestScoresQuery = () =>
  queryOptions({
    queryKey: measurementKeys.latest(),
    queryFn: async () =>
      (await apiRequest('/api/measurements/latest', { schema: (s) => s.latestScoresResponseSchema })).latest,
  });
export const useLatestScores = () => useQuery(latestScoresQuery());

/** After any change: every measurement query, and the session summaries, whose risk a PHQ-9 item 9 can raise. */
export function afterMeasurementsChanged(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [measurementKeys.all, sessionKeys.summaries()]);
}

function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => afterMeasurementsChanged(queryClient);
}

/** POST /api/clients/:id/measurements — a completed form, scored by the server. */
export function useCreateMeasurement(clientId: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (request: CreateMeasurementRequest) =>
      (
        await apiRequest(`/api/clients/${encode(clientId)}/measurements`, {
          body: request,
          schema: (s) => s.measurementResponseSchema,
        })
      ).measurement,
    onSuccess: refresh,
  });
}

/** POST /api/sessions/:id/measurements/capture — reads the saved transcript for stated scores. */
export function useCaptureMeasurements(sessionId: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/api/sessions/${encode(sessionId)}/measurements/capture`, {
        method: 'POST',
        schema: (s) => s.captureMeasurementsResponseSchema,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/measurements/:id/confirm */
export function useConfirmMeasurement() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await apiRequest(`/api/measurements/${encode(id)}/confirm`, {
          method: 'POST',
          schema: (s) => s.measurementResponseSchema,
        })
      ).measurement,
    onSuccess: refresh,
  });
}

/** DELETE /api/measurements/:id — discards a proposal or deletes a score. */
export function useDeleteMeasurement() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/measurements/${encode(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
