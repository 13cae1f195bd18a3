import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BattleDetailResponse, battleDetailResponseSchema } from '#domain/schemas/battles.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function fetchBattle(idOrSlug: string, signal?: AbortSignal): Promise<BattleDetailResponse> {
  return apiGet<z.infer<typeof battleDetailResponseSchema>>(`/api/battles/${encodeURIComponent(idOrSlug)}`, {
    signal,
  });
}

/**
 * GET /api/battles/:idOrSlug: the battle page with participants (votes descending), sponsors,
 * winners and what the viewer may do. A 404 is final (no retry, see query-client.ts).
 */
export function useBattle(idOrSlug: string) {
  return useQuery({
    queryKey: queryKeys.battleDetail(idOrSlug),
    queryFn: ({ signal }) => fetchBattle(idOrSlug, signal),
    select: (data: BattleDetailResponse) => data.battle,
  });
}
