import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportResponseSchema } from '../../../../contract/workflow';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/reports/:id — one final report, everything its PDF prints. */
export async function getReport(id: string) {
  const { report } = await apiRequest(`/api/reports/${encodeURIComponent(id)}`, {
    schema: reportResponseSchema,
  });
  return report;
}

export const reportQuery = (id: string) =>
  queryOptions({ queryKey: ['reports', id], queryFn: () => getReport(id) });

export function useReport(id: string) {
  return useQuery(reportQuery(id));
}
