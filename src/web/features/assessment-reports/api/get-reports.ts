import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportListResponseSchema } from '../../../../contract/workflow';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/reports — the clinician's final reports, newest first. */
export function getReports() {
  return apiRequest('/api/reports', { schema: reportListResponseSchema });
}

export const reportsQuery = () => queryOptions({ queryKey: ['reports'], queryFn: getReports });

/** Reports are created when a session is completed elsewhere, so the list is fetched afresh on every visit. */
export function useReports() {
  return useQuery({ ...reportsQuery(), refetchOnMount: 'always' });
}
