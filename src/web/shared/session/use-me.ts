import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints } from '#domain/endpoints/auth.ts';
import type { Me } from '#domain/schemas/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

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
}

/** The viewer as the whole app sees them (meQuery), kept fresh as balance and ban change. */
export function useMe(): UseMeResult {
  const query = useQuery({
    ...meQuery(),
    // Balance and ban change on the server; a short staleness keeps the header honest.
    staleTime: 30 * 1000,
    refetchOnWindowFocus: true,
  });
  return {
    me: query.data?.user ?? null,
    isLoading: query.isLoading,
    isError: query.isError && query.data === undefined,
    refetch: query.refetch,
  };
}
