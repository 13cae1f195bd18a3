import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminBattleEndpoints } from '#domain/endpoints/admin-battles.ts';
import type { AdminBattleListParams } from '#domain/schemas/admin-battles.ts';
import { listSearch } from '#web/features/admin/components/table/list-params.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** One page of the admin battle list with sponsors, winners and payout, filtered and sorted on the server. */
export const adminBattlesQuery = (query: AdminBattleListParams) =>
  queryOptions({
    queryKey: queryKeys.adminBattleList(listSearch(query)),
    queryFn: ({ signal }) => api(adminBattleEndpoints.list, { query }, { signal }),
  });

export function useAdminBattles(query: AdminBattleListParams) {
  return useQuery({ ...adminBattlesQuery(query), placeholderData: keepPreviousData });
}
