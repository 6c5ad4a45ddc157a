import { useMutation, useQueryClient } from '@tanstack/react-query';
import { templateResponseSchema, type Template, type TemplateInput } from '../../../../contract/templates';
import { apiRequest } from '../../../lib/api-client';
import { TEMPLATES_QUERY_KEY } from './get-templates';

export async function updateTemplate({ id, input }: { id: string; input: TemplateInput }): Promise<Template> {
  const { template } = await apiRequest(`/api/templates/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: templateResponseSchema,
  });
  return template;
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY }),
  });
}
