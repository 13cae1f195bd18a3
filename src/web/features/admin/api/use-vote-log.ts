import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { VoteLogParams, VoteLogResponse } from '#domain/schemas/vote-review.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { listSearch } from '../components/table/list-params.ts';
import { pathId } from './invalidate.ts';

export type VoteLogFilters = Omit<VoteLogParams, 'cursor' | 'limit'>;

export function fetchVoteLog(
  battleId: string,
  filters: VoteLogFilters,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const search = listSearch({ ...filters, cursor: cursor ?? undefined });
  return apiGet<VoteLogResponse>(`/api/admin/battles/${pathId(battleId)}/votes?${search}`, { signal });
}

/** The CSV export of the same filters (a plain download: the session cookie goes along). */
export function voteLogCsvUrl(battleId: string, filters: VoteLogFilters): string {
  return `/api/admin/battles/${pathId(battleId)}/votes.csv?${listSearch(filters)}`;
}

/** GET /api/admin/battles/:id/votes (staff): newest first, 50 a page, 'Carregar mais' on the server's cursor. */
export function useVoteLog(battleId: string, filters: VoteLogFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.adminVoteLog(battleId, { ...filters }),
    queryFn: ({ pageParam, signal }) => fetchVoteLog(battleId, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
