import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authStatusResponseSchema,
  meResponseSchema,
  okResponseSchema,
  totpSetupResponseSchema,
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

export function useConfirmTotp(action: 'enable' | 'disable') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest(`/api/auth/totp/${action}`, { body: { code }, schema: okResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentClinicianQuery.queryKey }),
  });
}
