import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TEMPLATES_QUERY_KEY } from './get-templates';

export async function deleteTemplate(id: string): Promise<void> {
  await apiRequest(`/api/templates/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY }),
  });
}
