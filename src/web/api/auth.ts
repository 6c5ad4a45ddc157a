import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordRequest,
  CompletePasswordResetRequest,
  CreateAccountRequest,
  SignInRequest,
} from '../../contract/auth';
import { apiRequest } from '../lib/api-client';
import { clearSessionExpired } from '../lib/session-expiry';
import { authKeys, invalidate } from './query-keys';

/**
 * GET /api/auth/me: the signed-in clinician (null when signed out). The workspace renders its screens only once
 * this has answered (see AuthGate), so screens can load their data at once: in demo mode the first call without
 * a session cookie creates the browser's sandbox, and it must be this one call, not several racing ones.
 */
export const currentClinicianQuery = queryOptions({
  queryKey: authKeys.me(),
  queryFn: () => apiRequest('/api/auth/me', { schema: (s) => s.meResponseSchema, on401: 'returnNull' }),
});

export function useCurrentClinician() {
  return useQuery(currentClinicianQuery);
}

/** GET /api/auth/status: how the server signs clinicians in, and whether it still needs its first account. */
export const authStatusQuery = queryOptions({
  queryKey: authKeys.status(),
  queryFn: () => apiRequest('/api/auth/status', { schema: (s) => s.authStatusResponseSchema }),
});

export function useAuthStatus() {
  return useQuery(authStatusQuery);
}

/** After signing in, out or up, everything cached belonged to the previous session. */
export async function afterSessionChanged(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
  await queryClient.invalidateQueries({ queryKey: authKeys.me() });
  await queryClient.invalidateQueries({ queryKey: authKeys.status() });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInRequest) =>
      apiRequest('/api/auth/sign-in', { body: input, schema: (s) => s.meResponseSchema }),
    onSuccess: async () => {
      clearSessionExpired();
      await afterSessionChanged(queryClient);
    },
  });
}

/** POST /api/auth/setup: the server's first account, its owner. */
export function useCreateOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAccountRequest) =>
      apiRequest('/api/auth/setup', { body: input, schema: (s) => s.meResponseSchema }),
    onSuccess: () => afterSessionChanged(queryClient),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/auth/sign-out', { method: 'POST', schema: (s) => s.okResponseSchema }),
    onSettled: () => afterSessionChanged(queryClient),
  });
}

export function useBeginTotpSetup() {
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/auth/totp/setup', { method: 'POST', schema: (s) => s.totpSetupResponseSchema }),
  });
}

/** Turning two-factor on answers the one-time recovery codes, to be shown once. */
export function useEnableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/api/auth/totp/enable', { body: { code }, schema: (s) => s.totpEnableResponseSchema }),
    onSuccess: () => invalidate(queryClient, [authKeys.me()]),
  });
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/api/auth/totp/disable', { body: { code }, schema: (s) => s.okResponseSchema }),
    onSuccess: () => invalidate(queryClient, [authKeys.me()]),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) =>
      apiRequest('/api/auth/password', { body: input, schema: (s) => s.okResponseSchema }),
  });
}

/** Redeems an owner-issued reset link; the visitor then signs in with the new password. */
export function useCompletePasswordReset() {
  return useMutation({
    mutationFn: (input: CompletePasswordResetRequest) =>
      apiRequest('/api/auth/password-reset', { body: input, schema: (s) => s.okResponseSchema }),
  });
}

/** GET /api/auth/clinicians: the practice's clinicians. */
export const practiceMembersQuery = queryOptions({
  queryKey: authKeys.practiceMembers(),
  queryFn: async () =>
    (await apiRequest('/api/auth/clinicians', { schema: (s) => s.practiceMembersResponseSchema })).clinicians,
});

/** Only the owner may ask, so `enabled` is the caller's `isOwner`. */
export function usePracticeMembers(enabled: boolean) {
  return useQuery({ ...practiceMembersQuery, enabled });
}

export function useAddColleague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAccountRequest) =>
      apiRequest('/api/auth/clinicians', {
        body: input,
        schema: (s) => s.meResponseSchema.omit({ authMode: true }),
      }),
    onSuccess: () => invalidate(queryClient, [authKeys.practiceMembers()]),
  });
}

export function useSetMemberActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiRequest(`/api/auth/clinicians/${encodeURIComponent(id)}/${isActive ? 'reactivate' : 'deactivate'}`, {
        method: 'POST',
        schema: (s) => s.practiceMemberResponseSchema,
      }),
    onSuccess: () => invalidate(queryClient, [authKeys.practiceMembers()]),
  });
}

export function useIssuePasswordReset() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/auth/clinicians/${encodeURIComponent(id)}/password-reset`, {
        method: 'POST',
        schema: (s) => s.passwordResetLinkResponseSchema,
      }),
  });
}
