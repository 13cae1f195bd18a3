import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminParticipantListResponse } from '#domain/schemas/admin-battles.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { pathId } from './invalidate.ts';

export function fetchBattleParticipants(
  battleId: string,
  q: string,
  cursor: string | undefined,
  signal?: AbortSignal,
) {
  const search = new URLSearchParams({ limit: '50', ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) });
  return apiGet<AdminParticipantListResponse>(
    `/api/admin/battles/${pathId(battleId)}/participants?${search}`,
    {
      signal,
    },
  );
}

/** GET /api/admin/battles/:id/participants (staff): by votes, 50 at a time; `q` narrows by name. */
export function useBattleParticipants(battleId: string, q: string) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.adminParticipants(battleId), q],
    queryFn: ({ signal, pageParam }) => fetchBattleParticipants(battleId, q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
