import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError, type InvalidationKey } from '@/generated/runtime';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { invalidates?: (variables: never) => InvalidationKey[] };
  }
}

/** Client errors will not change on a retry; network failures and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      // A save while offline is tried at once and fails with its message (kept paused it would show nothing and block the next save).
      mutations: { retry: false, networkMode: 'always' },
    },
    // Each generated mutation names the exact query keys it makes stale; nothing else is refetched.
    mutationCache: new MutationCache({
      onSuccess: async (_data, variables, _context, mutation) => {
        const keys = mutation.options.meta?.invalidates?.(variables as never) ?? [];
        await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      },
    }),
  });
  return client;
}
