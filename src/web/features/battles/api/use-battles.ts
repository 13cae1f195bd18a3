import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  BattleListFilter,
  BattleListResponse,
  battleListResponseSchema,
} from '../../../../domain/schemas/battles.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function battleListPath(filter: BattleListFilter): string {
  return filter === 'my_battles' ? '/api/battles?filter=my_battles' : '/api/battles';
}

export function fetchBattles(filter: BattleListFilter, signal?: AbortSignal): Promise<BattleListResponse> {
  return apiGet<z.infer<typeof battleListResponseSchema>>(battleListPath(filter), { signal });
}

/** GET /api/battles[?filter=my_battles]: the public arena list (newest first) or the viewer's battles. */
export function useBattles(filter: BattleListFilter) {
  return useQuery({
    queryKey: queryKeys.battleList(filter),
    queryFn: ({ signal }) => fetchBattles(filter, signal),
    select: (data: BattleListResponse) => data.battles,
  });
}
