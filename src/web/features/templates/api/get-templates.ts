import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTemplatesResponseSchema, type Template } from '../../../../contract/templates';
import { apiRequest } from '../../../lib/api-client';

/** Other screens (session settings, dashboard) invalidate this key too. */
export const TEMPLATES_QUERY_KEY = ['templates'] as const;

export async function fetchTemplates(): Promise<Template[]> {
  const { templates } = await apiRequest('/api/templates', { schema: listTemplatesResponseSchema });
  return templates;
}

export const templatesQuery = queryOptions({ queryKey: TEMPLATES_QUERY_KEY, queryFn: fetchTemplates });

export function useTemplates() {
  return useQuery(templatesQuery);
}
