import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '#domain/schemas/auth.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const MAX_RETRIES = 2;

/** 4xx answers are final (validation, auth, not found); only network and 5xx are worth a retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[0] !== queryKeys.me[0]) onSessionError(error);
      },
    }),
    mutationCache: new MutationCache({ onError: (error) => onSessionError(error) }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 15 * 1000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });

  /**
   * A call refused as BANNED or UNAUTHENTICATED means the session changed behind our back (a ban
   * was applied, the session expired): re-read /api/me so the ban gate or the login state follow.
   */
  function onSessionError(error: unknown) {
    if (!isApiError(error)) return;
    // Only news for someone we believe signed in and unbanned; a visitor's 401 is expected.
    const user = queryClient.getQueryData<MeResponse>(queryKeys.me)?.user;
    if (!user || user.ban) return;
    if (error.code === 'BANNED' || error.status === 401) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.me, exact: true });
    }
  }

  return queryClient;
}
