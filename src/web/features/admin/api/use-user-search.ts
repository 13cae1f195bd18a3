import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { userSearchResponseSchema } from '../../../../domain/schemas/admin-battles.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The spec's search minimum; the server answers a blank query with nothing, not this rule. */
export const USER_SEARCH_MIN_CHARS = 2;

export function fetchUserSearch(q: string, signal?: AbortSignal) {
  return apiGet<z.infer<typeof userSearchResponseSchema>>(
    `/api/admin/users/search?${new URLSearchParams({ q }).toString()}`,
    {
      signal,
    },
  );
}

/** GET /api/admin/users/search?q= (staff): at most 10 users; pass the already-debounced text. */
export function useUserSearch(debouncedQuery: string) {
  const q = debouncedQuery.trim();
  return useQuery({
    queryKey: queryKeys.adminUserSearch(q),
    queryFn: ({ signal }) => fetchUserSearch(q, signal),
    enabled: q.length >= USER_SEARCH_MIN_CHARS,
    select: (data) => data.users,
    placeholderData: keepPreviousData,
    staleTime: 15 * 1000,
  });
}
