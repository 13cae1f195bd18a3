import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BattleTab } from '#domain/battle-tabs.ts';
import type {
  BattleListFilter,
  BattleListItem,
  BattleListResponse,
  battleListResponseSchema,
} from '#domain/schemas/battles.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The arena's cached shape: the pages loaded so far, each as the server sent it. */
export type BattlePages = InfiniteData<BattleListResponse, string | null>;

/** The arena's status tab and search text (the page keeps both in its URL). */
export interface BattleListView {
  tab?: BattleTab | undefined;
  q?: string | undefined;
}

export function battleListPath(
  filter: BattleListFilter,
  cursor: string | null = null,
  view: BattleListView = {},
): string {
  const params = new URLSearchParams();
  if (filter === 'my_battles') params.set('filter', 'my_battles');
  if (view.tab) params.set('tab', view.tab);
  const q = view.q?.trim();
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `/api/battles?${query}` : '/api/battles';
}

export function fetchBattles(
  filter: BattleListFilter,
  cursor: string | null = null,
  signal?: AbortSignal,
  view: BattleListView = {},
): Promise<BattleListResponse> {
  return apiGet<z.infer<typeof battleListResponseSchema>>(battleListPath(filter, cursor, view), { signal });
}

/**
 * GET /api/battles[?filter=my_battles][&tab=][&q=][&cursor=]: the arena (newest first) or the
 * viewer's battles, optionally one status tab and a search by battle or fighter name, one page at a
 * time; `fetchNextPage` follows the server's `nextCursor` ('Carregar mais'). Each card carries its
 * leading fighters.
 */
export function useBattles(filter: BattleListFilter, view: BattleListView = {}) {
  const q = view.q?.trim() ?? '';
  return useInfiniteQuery({
    queryKey: queryKeys.battleList(filter, view.tab ?? 'all', q),
    queryFn: ({ pageParam, signal }) => fetchBattles(filter, pageParam, signal, { tab: view.tab, q }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: BattleListResponse) => last.nextCursor,
    select: (data: BattlePages): BattleListItem[] => data.pages.flatMap((page) => page.battles),
  });
}
