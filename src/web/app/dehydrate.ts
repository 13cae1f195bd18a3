import {
  type DataTag,
  type DehydratedState,
  dehydrate,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/** A query's key and the answer its browser fetcher would get from the API. */
export type Prefetched = readonly [QueryKey, unknown];

/**
 * A loader's answer for one query, paired with that query's own options (the `xQuery()` beside its
 * hook, which the hook uses too): the data must have the type the query's fetcher returns, so a
 * loader cannot put an answer under another query's key.
 */
export function prefetched<Data>(
  query: { queryKey: DataTag<QueryKey, Data, Error> },
  data: NoInfer<Data>,
): Prefetched {
  return [query.queryKey, data];
}

/**
 * The TanStack Query cache state a loader hands to the page: the browser starts with these
 * answers (root.tsx hydrates them before anything renders), so the server's HTML and the first
 * browser render agree, and later refetches and live updates go through the usual hooks.
 */
export function dehydrated(entries: readonly Prefetched[]): DehydratedState {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  return dehydrate(client);
}

/** The cache state of an infinite query's first page (the arena), as useInfiniteQuery keeps it. */
export function firstPage<T>(page: T): { pages: T[]; pageParams: (string | null)[] } {
  return { pages: [page], pageParams: [null] };
}

export interface WithDehydrated {
  dehydrated: DehydratedState;
}
