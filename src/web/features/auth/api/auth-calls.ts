import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authStatusResponseSchema,
  meResponseSchema,
  okResponseSchema,
  totpEnableResponseSchema,
  totpSetupResponseSchema,
  type ChangePasswordRequest,
  type CompletePasswordResetRequest,
  type CreateAccountRequest,
  type SignInRequest,
} from '../../../../contract/auth';
import { apiRequest } from '../../../lib/api-client';
import { clearSessionExpired } from '../session-expiry';
import { currentClinicianQuery } from '../../../lib/current-clinician';

export const authStatusQuery = queryOptions({
  queryKey: ['auth', 'status'],
  queryFn: () => apiRequest('/api/auth/status', { schema: authStatusResponseSchema }),
});

export function useAuthStatus() {
  return useQuery(authStatusQuery);
}

/** After signing in, out or up, everything cached belonged to the previous session. */
function useResetSession() {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    await queryClient.invalidateQueries({ queryKey: currentClinicianQuery.queryKey });
    await queryClient.invalidateQueries({ queryKey: authStatusQuery.queryKey });
  };
}

export function useSignIn() {
  const reset = useResetSession();
  return useMutation({
    mutationFn: (input: SignInRequest) =>
      apiRequest('/api/auth/sign-in', { body: input, schema: meResponseSchema }),
    onSuccess: async () => {
      clearSessionExpired();
      await reset();
    },
  });
}

export function useCreateOwner() {
  const reset = useResetSession();
  return useMutation({
    mutationFn: (input: CreateAccountRequest) =>
      apiRequest('/api/auth/setup', { body: input, schema: meResponseSchema }),
    onSuccess: reset,
  });
}

export function useSignOut() {
  const reset = useResetSession();
  return useMutation({
    mutationFn: () => apiRequest('/api/auth/sign-out', { method: 'POST', schema: okResponseSchema }),
    onSettled: reset,
  });
}

export function useBeginTotpSetup() {
  return useMutation({
    mutationFn: () => apiRequest('/api/auth/totp/setup', { method: 'POST', schema: totpSetupResponseSchema }),
  });
}

/** Turning two-factor on answers the one-time recovery codes, to be shown once. */
export function useEnableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/api/auth/totp/enable', { body: { code }, schema: totpEnableResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentClinicianQuery.queryKey }),
  });
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/api/auth/totp/disable', { body: { code }, schema: okResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentClinicianQuery.queryKey }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) =>
      apiRequest('/api/auth/password', { body: input, schema: okResponseSchema }),
  });
}

/** Redeems an owner-issued reset link; the visitor then signs in with the new password. */
export function useCompletePasswordReset() {
  return useMutation({
    mutationFn: (input: CompletePasswordResetRequest) =>
      apiRequest('/api/auth/password-reset', { body: input, schema: okResponseSchema }),
  });
}
