import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Template, TemplateInput } from '../../contract/templates';
import { apiRequest } from '../lib/api-client';
import { invalidate, sessionKeys, templateKeys } from './query-keys';

const templatePath = (id: string) => `/api/templates/${encodeURIComponent(id)}`;

/** GET /api/templates: the clinician's session templates. */
export async function fetchTemplates(): Promise<Template[]> {
  return (await apiRequest('/api/templates', { schema: (s) => s.listTemplatesResponseSchema })).templates;
}

export const templateListQuery = () =>
  queryOptions({ queryKey: templateKeys.list(), queryFn: fetchTemplates });

/** The Templates screen, and the template pickers of Session Settings and the session header. */
export function useTemplates() {
  return useQuery(templateListQuery());
}

/** A new or copied template only adds to the list. */
export function afterTemplateAdded(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [templateKeys.all]);
}

/** Sessions show their template's name; a deleted template leaves its sessions without one. */
export function afterTemplateChanged(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [templateKeys.all, sessionKeys.lists(), sessionKeys.details()]);
}

/** POST /api/templates. */
export async function createTemplate(input: TemplateInput): Promise<Template> {
  return (
    await apiRequest('/api/templates', {
      method: 'POST',
      body: input,
      schema: (s) => s.templateResponseSchema,
    })
  ).template;
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTemplate, onSuccess: () => afterTemplateAdded(queryClient) });
}

/** PUT /api/templates/:id. */
export async function updateTemplate({ id, input }: { id: string; input: TemplateInput }): Promise<Template> {
  return (
    await apiRequest(templatePath(id), {
      method: 'PUT',
      body: input,
      schema: (s) => s.templateResponseSchema,
    })
  ).template;
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTemplate, onSuccess: () => afterTemplateChanged(queryClient) });
}

/** The server names the copy '<name> (Copy)' with a new id, a new creation time and usage 0 (SPEC §4). */
export async function duplicateTemplate(id: string): Promise<Template> {
  return (
    await apiRequest(`${templatePath(id)}/duplicate`, {
      method: 'POST',
      schema: (s) => s.templateResponseSchema,
    })
  ).template;
}

export function useDuplicateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateTemplate, onSuccess: () => afterTemplateAdded(queryClient) });
}

/** DELETE /api/templates/:id. */
export async function deleteTemplate(id: string): Promise<void> {
  await apiRequest(templatePath(id), { method: 'DELETE' });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTemplate, onSuccess: () => afterTemplateChanged(queryClient) });
}
