import { QueryClient } from '@tanstack/react-query';

/** Stale 5 s, one retry, no refetch on focus, gc 5 min, back-off capped at 30 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        retry: 1,
        refetchOnWindowFocus: false,
        gcTime: 5 * 60_000,
        retryDelay: (attempt) => Math.min(1_000 * 2 ** attempt, 30_000),
      },
    },
  });
}
