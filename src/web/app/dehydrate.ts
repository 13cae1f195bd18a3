import {
  type DataTag,
  type DehydratedState,
  dehydrate,
  hashKey,
  type InfiniteData,
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

/**
 * A loader's first page of an infinite query (the arena), with the query's own options, stored as
 * useInfiniteQuery keeps it: that page under the query's initial page param.
 */
export function prefetchedInfinite<Page, PageParam>(
  query: { queryKey: DataTag<QueryKey, InfiniteData<Page, PageParam>, Error>; initialPageParam: PageParam },
  firstPage: NoInfer<Page>,
): Prefetched {
  const data: InfiniteData<Page, PageParam> = { pages: [firstPage], pageParams: [query.initialPageParam] };
  return [query.queryKey, data];
}

export interface WithDehydrated {
  dehydrated: DehydratedState;
}

export function hasDehydrated(data: unknown): data is WithDehydrated {
  return typeof data === 'object' && data !== null && 'dehydrated' in data;
}

/**
 * The answer a loader prefetched for `query`, read back from the loader's data (a fan's shell
 * completes its own part from it: viewer-shell.tsx `ViewerQueries`); undefined when it has none.
 */
export function prefetchedAnswer<Data>(
  loaderData: unknown,
  query: { queryKey: DataTag<QueryKey, Data, Error> },
): Data | undefined {
  if (!hasDehydrated(loaderData)) return undefined;
  const hash = hashKey(query.queryKey);
  return loaderData.dehydrated.queries.find((entry) => entry.queryHash === hash)?.state.data as
    | Data
    | undefined;
}
