import { useMutation, useQueryClient } from '@tanstack/react-query';
import { templateResponseSchema, type Template } from '../../../../contract/templates';
import { apiRequest } from '../../../lib/api-client';
import { TEMPLATES_QUERY_KEY } from './get-templates';

/** The server names the copy '<name> (Copy)' with a new id, a new creation time and usage 0 (SPEC §4). */
export async function duplicateTemplate(id: string): Promise<Template> {
  const { template } = await apiRequest(`/api/templates/${encodeURIComponent(id)}/duplicate`, {
    method: 'POST',
    schema: templateResponseSchema,
  });
  return template;
}

export function useDuplicateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY }),
  });
}
