import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsResponseSchema, type Settings } from '../../../../contract/settings';
import { apiRequest } from '../../../lib/api-client';

/** Other screens and the theme invalidate settings under this key. */
export const SETTINGS_QUERY_KEY = ['settings'] as const;

/** GET /api/settings: the signed-in clinician's profile, notification switches and theme. */
export async function getSettings(): Promise<Settings> {
  const { settings } = await apiRequest('/api/settings', { schema: settingsResponseSchema });
  return settings;
}

export const settingsQuery = queryOptions({ queryKey: SETTINGS_QUERY_KEY, queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQuery);
}
