import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints } from '#domain/endpoints/auth.ts';
import type { Me } from '#domain/schemas/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useViewerReadCheck } from './viewer-read-check.ts';

/** The session, balance, unread count and active ban, shared by the whole app. */
export const meQuery = () =>
  queryOptions({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => api(authEndpoints.me, {}, { signal }),
  });

export interface UseMeResult {
  /** The signed-in user, or null when logged out (or while the first answer is pending). */
  me: Me | null;
  /** True until the first session answer arrives. */
  isLoading: boolean;
  /** The session could not be read (server down) and nothing is cached. */
  isError: boolean;
  refetch: () => Promise<unknown>;
  /**
   * The signed-in user's id, for effects that start over when someone else signs in (a live
   * stream's connection). Never for what renders: unlike `me`, a shell does not check its reads.
   */
  sessionKey: string | null;
}

/**
 * The viewer as the whole app sees them (meQuery), kept fresh as balance and ban change. Reading
 * `me` is reading the viewer: on a shell page only a ViewerHole's content may (viewer-read-check.ts).
 */
export function useMe(): UseMeResult {
  const checkRead = useViewerReadCheck();
  const query = useQuery({
    ...meQuery(),
    // Balance and ban change on the server; a short staleness keeps the header honest.
    staleTime: 30 * 1000,
    refetchOnWindowFocus: true,
  });
  const me = query.data?.user ?? null;
  return {
    get me() {
      checkRead('useMe().me');
      return me;
    },
    isLoading: query.isLoading,
    isError: query.isError && query.data === undefined,
    refetch: query.refetch,
    sessionKey: me?.id ?? null,
  };
}
