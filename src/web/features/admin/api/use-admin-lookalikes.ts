import { useQuery } from '@tanstack/react-query';
import type { LookalikeGroupsResponse } from '#domain/schemas/admin-lookalikes.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/admin/users/lookalikes (admin): fighter names that look alike, reported, never renamed. */
export function useAdminLookalikes() {
  return useQuery({
    queryKey: queryKeys.adminUserLookalikes,
    queryFn: ({ signal }) => apiGet<LookalikeGroupsResponse>('/api/admin/users/lookalikes', { signal }),
  });
}
