import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminBattleListParams, AdminBattleListResponse } from '#domain/schemas/admin-battles.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { listSearch } from '../components/table/list-params.ts';

export function fetchAdminBattles(query: AdminBattleListParams, signal?: AbortSignal) {
  return apiGet<AdminBattleListResponse>(`/api/admin/battles?${listSearch(query)}`, { signal });
}

/** GET /api/admin/battles (staff): one page with sponsors, winners and payout, filtered and sorted on the server. */
export function useAdminBattles(query: AdminBattleListParams) {
  return useQuery({
    queryKey: queryKeys.adminBattleList(listSearch(query)),
    queryFn: ({ signal }) => fetchAdminBattles(query, signal),
    placeholderData: keepPreviousData,
  });
}
