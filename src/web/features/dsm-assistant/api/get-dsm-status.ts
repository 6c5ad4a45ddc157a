import { queryOptions, useQuery } from '@tanstack/react-query';
import { dsmStatusSchema } from '../../../../contract/reference';
import { apiRequest } from '../../../lib/api-client';
import { STATUS_POLL_MS } from '../lib/dsm-display';

/** Everything about the reference sits under this key, so one invalidation refreshes status, lists and searches. */
export const DSM_QUERY_KEY = ['dsm'] as const;

/** GET /api/dsm/status: readiness, chunk counts and the embedding job's progress. */
export function getDsmStatus() {
  return apiRequest('/api/dsm/status', { schema: dsmStatusSchema });
}

export const dsmStatusQuery = () =>
  queryOptions({ queryKey: [...DSM_QUERY_KEY, 'status'], queryFn: getDsmStatus });

/** SPEC §4: polled every 5 seconds, on this screen only (the workspace otherwise never polls). */
export function useDsmStatus() {
  return useQuery({ ...dsmStatusQuery(), refetchInterval: STATUS_POLL_MS });
}
