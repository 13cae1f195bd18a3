import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { BattleTab } from '#domain/battles/battle-tabs.ts';
import { battleEndpoints } from '#domain/endpoints/battles.ts';
import type { BattleListFilter, BattleListItem, BattleListResponse } from '#domain/schemas/battles.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The arena's cached shape: the pages loaded so far, each as the server sent it. */
export type BattlePages = InfiniteData<BattleListResponse, string | null>;

/** The arena's status tab and search text (the page keeps both in its URL). */
export interface BattleListView {
  tab?: BattleTab | undefined;
  q?: string | undefined;
}

/**
 * The arena (running battles first, docs/product.md#the-arenas-order) or the viewer's battles, optionally one status tab and a search by
 * battle or fighter name, one page at a time, each following the server's `nextCursor`.
 */
export const battlesQuery = (filter: BattleListFilter, view: BattleListView = {}) => {
  const q = view.q?.trim() ?? '';
  return infiniteQueryOptions({
    queryKey: queryKeys.battleList(filter, view.tab ?? 'all', q),
    queryFn: ({ pageParam, signal }) =>
      api(
        battleEndpoints.list,
        {
          query: {
            filter: filter === 'my_battles' ? filter : undefined,
            tab: view.tab,
            q: q || undefined,
            cursor: pageParam ?? undefined,
          },
        },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
};

/**
 * The arena's cards; `fetchNextPage` loads the next page ('Carregar mais'). Each card carries its
 * leading fighters.
 */
export function useBattles(filter: BattleListFilter, view: BattleListView = {}) {
  return useInfiniteQuery({
    ...battlesQuery(filter, view),
    select: (data: BattlePages): BattleListItem[] => data.pages.flatMap((page) => page.battles),
  });
}
