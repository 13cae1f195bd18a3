import { hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { BattleListResponse } from '#domain/schemas/battles.ts';
import { battlesQuery } from '#web/features/battles/api/use-battles.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { meQuery } from '#web/shared/session/use-me.ts';
import { dehydrated, prefetched, prefetchedInfinite } from './dehydrate.ts';

/** What the browser's cache holds after root.tsx hydrates a loader's state. */
function hydratedClient(state: ReturnType<typeof dehydrated>): QueryClient {
  const client = new QueryClient();
  hydrate(client, state);
  return client;
}

describe("a loader's answers reach the browser's cache under their queries' keys", () => {
  it('puts a query answer where its hook reads it', () => {
    const me = { user: null };
    const client = hydratedClient(dehydrated([prefetched(meQuery(), me)]));
    expect(client.getQueryData(queryKeys.me)).toEqual(me);
  });

  it("puts the arena's first page where useInfiniteQuery reads it: one page, the initial cursor", () => {
    const page: BattleListResponse = { battles: [], nextCursor: 'next-page' };
    // The search text as the URL has it: the query trims it, as the hook does.
    const query = battlesQuery('my_battles', { tab: 'open', q: ' muay ' });
    const client = hydratedClient(dehydrated([prefetchedInfinite(query, page)]));
    expect(client.getQueryData(queryKeys.battleList('my_battles', 'open', 'muay'))).toEqual({
      pages: [page],
      pageParams: [null],
    });
  });
});
