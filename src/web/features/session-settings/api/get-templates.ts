import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTemplatesResponseSchema, type Template } from '../../../../contract/templates';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/templates: the clinician's session templates. */
export async function fetchTemplates(): Promise<Template[]> {
  return (await apiRequest('/api/templates', { schema: listTemplatesResponseSchema })).templates;
}

/** Under ['templates'], so a new, edited or used template refreshes the picker. */
export const templatesQuery = queryOptions({
  queryKey: ['templates', { for: 'session-settings' }],
  queryFn: fetchTemplates,
});

export function useTemplates() {
  return useQuery(templatesQuery);
}
