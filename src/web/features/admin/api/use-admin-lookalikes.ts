import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserEndpoints } from '#domain/endpoints/admin-users.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/admin/users/lookalikes (admin): fighter names that look alike, reported, never renamed. */
export const adminLookalikesQuery = () =>
  queryOptions({
    queryKey: queryKeys.adminUserLookalikes,
    queryFn: ({ signal }) => api(adminUserEndpoints.lookalikes, {}, { signal }),
  });

export function useAdminLookalikes() {
  return useQuery(adminLookalikesQuery());
}
