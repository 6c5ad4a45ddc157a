import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '../../contract/sessions';
import { apiRequest } from '../lib/api-client';
import { dashboardKeys } from './query-keys';

/** GET /api/dashboard. `tzOffset` (Date#getTimezoneOffset) lets the server count the clinician's own today. */
export function fetchDashboard(tzOffset: number): Promise<DashboardResponse> {
  return apiRequest(`/api/dashboard?tzOffset=${encodeURIComponent(tzOffset)}`, {
    schema: (s) => s.dashboardResponseSchema,
  });
}

export const dashboardQuery = (tzOffset: number) =>
  queryOptions({ queryKey: dashboardKeys.summary(tzOffset), queryFn: () => fetchDashboard(tzOffset) });

export function useDashboard() {
  return useQuery(dashboardQuery(new Date().getTimezoneOffset()));
}
