import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminBattleListResponseSchema } from '../../../../domain/schemas/admin-battles.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function fetchAdminBattles(signal?: AbortSignal) {
  return apiGet<z.infer<typeof adminBattleListResponseSchema>>('/api/admin/battles', { signal });
}

/** GET /api/admin/battles (staff): every battle, newest first, with sponsors, winners and payout. */
export function useAdminBattles() {
  return useQuery({
    queryKey: queryKeys.adminBattles,
    queryFn: ({ signal }) => fetchAdminBattles(signal),
    select: (data) => data.battles,
  });
}
