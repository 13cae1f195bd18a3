import { queryOptions, useQuery } from '@tanstack/react-query';
import { fanEndpoints } from '#domain/endpoints/fans.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The public ranking: top fighters and top fans. */
export const rankingQuery = () =>
  queryOptions({
    queryKey: queryKeys.ranking,
    queryFn: ({ signal }) => api(fanEndpoints.ranking, {}, { signal }),
  });

export function useRanking() {
  return useQuery(rankingQuery());
}
