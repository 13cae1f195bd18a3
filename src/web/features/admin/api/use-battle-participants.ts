import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminBattleEndpoints } from '#domain/endpoints/admin-battles.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const PAGE_SIZE = 50;

/** The participants panel: by votes, 50 at a time; `q` narrows by name. */
export const battleParticipantsQuery = (battleId: string, q: string) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.adminParticipants(battleId), q],
    queryFn: ({ signal, pageParam }) =>
      api(
        adminBattleEndpoints.participants,
        { params: { id: battleId }, query: { limit: PAGE_SIZE, q: q || undefined, cursor: pageParam } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useBattleParticipants(battleId: string, q: string) {
  return useInfiniteQuery({ ...battleParticipantsQuery(battleId, q), placeholderData: keepPreviousData });
}
