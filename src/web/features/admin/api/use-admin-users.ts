import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserEndpoints } from '#domain/endpoints/admin-users.ts';
import type { AdminUserListParams } from '#domain/schemas/admin-users.ts';
import { listSearch } from '#web/features/admin/components/table/list-params.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/admin/users (admin): one page, filtered and sorted on the server. */
export const adminUsersQuery = (query: AdminUserListParams) =>
  queryOptions({
    queryKey: queryKeys.adminUserList(listSearch(query)),
    queryFn: ({ signal }) => api(adminUserEndpoints.list, { query }, { signal }),
  });

/** The last page stays shown while the next loads. */
export function useAdminUsers(query: AdminUserListParams) {
  return useQuery({ ...adminUsersQuery(query), placeholderData: keepPreviousData });
}

/** GET /api/admin/users/stats (admin): the stats cards. */
export const adminUserStatsQuery = () =>
  queryOptions({
    queryKey: queryKeys.adminUserStats,
    queryFn: ({ signal }) => api(adminUserEndpoints.stats, {}, { signal }),
  });

export function useAdminUserStats() {
  return useQuery(adminUserStatsQuery());
}
