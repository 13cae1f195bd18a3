import { queryOptions, useQuery } from '@tanstack/react-query';
import { battleEndpoints } from '#domain/endpoints/battles.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** One battle by id or slug (a former slug follows the server's redirect). */
export const battleQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: queryKeys.battleDetail(idOrSlug),
    queryFn: ({ signal }) => api(battleEndpoints.detail, { params: { idOrSlug } }, { signal }),
  });

/**
 * The battle page with participants (votes descending), sponsors, winners and what the viewer may
 * do. A 404 is final (no retry, see query-client.ts).
 */
export function useBattle(idOrSlug: string) {
  return useQuery({ ...battleQuery(idOrSlug), select: (data) => data.battle });
}
