import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  meResponseSchema,
  passwordResetLinkResponseSchema,
  practiceMemberResponseSchema,
  practiceMembersResponseSchema,
  type CreateAccountRequest,
} from '../../../../contract/auth';
import { apiRequest } from '../../../lib/api-client';

export const practiceMembersQuery = queryOptions({
  queryKey: ['auth', 'clinicians'],
  queryFn: async () =>
    (await apiRequest('/api/auth/clinicians', { schema: practiceMembersResponseSchema })).clinicians,
});

/** The practice's clinicians; only the owner may ask, so `enabled` is the caller's `isOwner`. */
export function usePracticeMembers(enabled: boolean) {
  return useQuery({ ...practiceMembersQuery, enabled });
}

export function useAddColleague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAccountRequest) =>
      apiRequest('/api/auth/clinicians', { body: input, schema: meResponseSchema.omit({ authMode: true }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceMembersQuery.queryKey }),
  });
}

export function useSetMemberActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiRequest(`/api/auth/clinicians/${encodeURIComponent(id)}/${isActive ? 'reactivate' : 'deactivate'}`, {
        method: 'POST',
        schema: practiceMemberResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceMembersQuery.queryKey }),
  });
}

export function useIssuePasswordReset() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/auth/clinicians/${encodeURIComponent(id)}/password-reset`, {
        method: 'POST',
        schema: passwordResetLinkResponseSchema,
      }),
  });
}
