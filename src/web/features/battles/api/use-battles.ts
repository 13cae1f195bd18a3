import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  BattleCard,
  BattleListFilter,
  BattleListResponse,
  battleListResponseSchema,
} from '../../../../domain/schemas/battles.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The arena's cached shape: the pages loaded so far, each as the server sent it. */
export type BattlePages = InfiniteData<BattleListResponse, string | null>;

export function battleListPath(filter: BattleListFilter, cursor: string | null = null): string {
  const params = new URLSearchParams();
  if (filter === 'my_battles') params.set('filter', 'my_battles');
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `/api/battles?${query}` : '/api/battles';
}

export function fetchBattles(
  filter: BattleListFilter,
  cursor: string | null = null,
  signal?: AbortSignal,
): Promise<BattleListResponse> {
  return apiGet<z.infer<typeof battleListResponseSchema>>(battleListPath(filter, cursor), { signal });
}

/**
 * GET /api/battles[?filter=my_battles][&cursor=]: the arena (newest first) or the viewer's battles,
 * one page at a time; `fetchNextPage` follows the server's `nextCursor` ('Carregar mais').
 */
export function useBattles(filter: BattleListFilter) {
  return useInfiniteQuery({
    queryKey: queryKeys.battleList(filter),
    queryFn: ({ pageParam, signal }) => fetchBattles(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: BattleListResponse) => last.nextCursor,
    select: (data: BattlePages): BattleCard[] => data.pages.flatMap((page) => page.battles),
  });
}
