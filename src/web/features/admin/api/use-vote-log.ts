import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminVoteReviewEndpoints } from '#domain/endpoints/admin-vote-review.ts';
import type { VoteLogParams } from '#domain/schemas/vote-review.ts';
import { api, endpointUrl } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type VoteLogFilters = Omit<VoteLogParams, 'cursor' | 'limit'>;

/** GET /api/admin/battles/:id/votes (staff): newest first, 50 a page, 'Carregar mais' on the server's cursor. */
export const voteLogQuery = (battleId: string, filters: VoteLogFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.adminVoteLog(battleId, { ...filters }),
    queryFn: ({ pageParam, signal }) =>
      api(
        adminVoteReviewEndpoints.log,
        { params: { id: battleId }, query: { ...filters, cursor: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useVoteLog(battleId: string, filters: VoteLogFilters) {
  return useInfiniteQuery({ ...voteLogQuery(battleId, filters), placeholderData: keepPreviousData });
}

/** The CSV export of the same filters (a plain download: the session cookie goes along). */
export function voteLogCsvUrl(battleId: string, filters: VoteLogFilters): string {
  return endpointUrl(adminVoteReviewEndpoints.logCsv, { id: battleId }, filters);
}
