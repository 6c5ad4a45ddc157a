import { useMutation, useQueryClient } from '@tanstack/react-query';
import { templateResponseSchema, type Template, type TemplateInput } from '../../../../contract/templates';
import { apiRequest } from '../../../lib/api-client';
import { TEMPLATES_QUERY_KEY } from './get-templates';

export async function createTemplate(input: TemplateInput): Promise<Template> {
  const { template } = await apiRequest('/api/templates', {
    method: 'POST',
    body: input,
    schema: templateResponseSchema,
  });
  return template;
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY }),
  });
}
