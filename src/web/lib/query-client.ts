import { QueryClient } from '@tanstack/react-query';

/** SPEC §9 data-loading defaults: no refetch on focus, no polling, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}

/** One client for the workspace's lifetime; created on first use so the landing page never loads it. */
let workspaceQueryClient: QueryClient | undefined;
export function getWorkspaceQueryClient(): QueryClient {
  workspaceQueryClient ??= createQueryClient();
  return workspaceQueryClient;
}
