import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { authKeys } from './query-keys';

/**
 * SPEC §9 data-loading defaults: no refetch on focus, no polling, never stale, no retries. Any 401
 * re-checks who is signed in, so an expired session returns the workspace to its sign-in screen.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401)
      void client.invalidateQueries({ queryKey: authKeys.all });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
  return client;
}

/** One client for the workspace's lifetime; created on first use so the landing page never loads it. */
let workspaceQueryClient: QueryClient | undefined;
export function getWorkspaceQueryClient(): QueryClient {
  workspaceQueryClient ??= createQueryClient();
  return workspaceQueryClient;
}
