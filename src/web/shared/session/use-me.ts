import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Me, MeResponse, meResponseSchema } from '#domain/schemas/auth.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiGet<z.infer<typeof meResponseSchema>>('/api/me', { signal });
}

export interface UseMeResult {
  /** The signed-in user, or null when logged out (or while the first answer is pending). */
  me: Me | null;
  /** True until the first session answer arrives. */
  isLoading: boolean;
  /** The session could not be read (server down) and nothing is cached. */
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/** GET /api/me: the session, balance, unread count and active ban, shared by the whole app. */
export function useMe(): UseMeResult {
  const query = useQuery({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => fetchMe(signal),
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
