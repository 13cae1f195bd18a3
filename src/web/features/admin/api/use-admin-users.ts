import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminUserListParams,
  AdminUserListResponse,
  AdminUserStats,
} from '#domain/schemas/admin-users.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { listSearch } from '../components/table/list-params.ts';

export function fetchAdminUsers(query: AdminUserListParams, signal?: AbortSignal) {
  return apiGet<AdminUserListResponse>(`/api/admin/users?${listSearch(query)}`, { signal });
}

/** GET /api/admin/users (admin): one page, filtered and sorted on the server; the last page stays shown while the next loads. */
export function useAdminUsers(query: AdminUserListParams) {
  const search = listSearch(query);
  return useQuery({
    queryKey: queryKeys.adminUserList(search),
    queryFn: ({ signal }) => fetchAdminUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/users/stats (admin): the stats cards. */
export function useAdminUserStats() {
  return useQuery({
    queryKey: queryKeys.adminUserStats,
    queryFn: ({ signal }) => apiGet<AdminUserStats>('/api/admin/users/stats', { signal }),
  });
}
