import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { userSearchResponseSchema } from '#domain/schemas/admin-battles.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The spec's search minimum; the server answers a blank query with nothing, not this rule. */
export const USER_SEARCH_MIN_CHARS = 2;

export function fetchUserSearch(q: string, battleId: string | undefined, signal?: AbortSignal) {
  const search = new URLSearchParams({ q, ...(battleId ? { battleId } : {}) });
  return apiGet<z.infer<typeof userSearchResponseSchema>>(`/api/admin/users/search?${search}`, { signal });
}

/**
 * GET /api/admin/users/search?q= (staff): at most 10 users; pass the already-debounced text. With
 * `battleId` each result says whether the user already takes part in that battle.
 */
export function useUserSearch(debouncedQuery: string, battleId?: string) {
  const q = debouncedQuery.trim();
  return useQuery({
    queryKey: [...queryKeys.adminUserSearch(q), battleId ?? null],
    queryFn: ({ signal }) => fetchUserSearch(q, battleId, signal),
    enabled: q.length >= USER_SEARCH_MIN_CHARS,
    select: (data) => data.users,
    placeholderData: keepPreviousData,
    staleTime: 15 * 1000,
  });
}
