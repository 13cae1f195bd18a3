import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserEndpoints } from '#domain/endpoints/admin-users.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The search minimum; the server answers a blank query with nothing, not this rule. */
export const USER_SEARCH_MIN_CHARS = 2;

/**
 * GET /api/admin/users/search?q= (staff): at most 10 users. With `battleId` each result says
 * the user's entry in that battle (taking part, disqualified, none).
 */
export const userSearchQuery = (q: string, battleId?: string) =>
  queryOptions({
    queryKey: queryKeys.adminUserSearch(q, battleId ?? null),
    queryFn: ({ signal }) => api(adminUserEndpoints.search, { query: { q, battleId } }, { signal }),
  });

/** Pass the already-debounced text. */
export function useUserSearch(debouncedQuery: string, battleId?: string) {
  const q = debouncedQuery.trim();
  return useQuery({
    ...userSearchQuery(q, battleId),
    enabled: q.length >= USER_SEARCH_MIN_CHARS,
    select: (data) => data.users,
    placeholderData: keepPreviousData,
    staleTime: 15 * 1000,
  });
}
