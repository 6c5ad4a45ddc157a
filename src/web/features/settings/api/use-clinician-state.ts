import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** The app shell loads the signed-in clinician under this key (GET /api/auth/me, null when signed out). */
export const CURRENT_CLINICIAN_QUERY_KEY = ['auth', 'me'] as const;

export type ClinicianState = 'pending' | 'signed-in' | 'signed-out' | 'error';

/**
 * Whether the shell knows who is signed in. Settings are loaded only after that: in demo mode the first call
 * without a session cookie creates a sandbox, so a settings call racing /api/auth/me would create a second
 * one; and signed out there are no settings to load.
 */
export function useClinicianState(): ClinicianState {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => {
      const state = queryClient.getQueryState(CURRENT_CLINICIAN_QUERY_KEY);
      if (state?.status === 'error') return 'error';
      if (state?.status !== 'success') return 'pending';
      return state.data == null ? 'signed-out' : 'signed-in';
    },
  );
}
