import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminModeratorEndpoints } from '#domain/endpoints/admin-moderators.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/admin/moderators (admin): users holding the moderator role. */
export const moderatorsQuery = () =>
  queryOptions({
    queryKey: queryKeys.adminModerators,
    queryFn: ({ signal }) => api(adminModeratorEndpoints.list, {}, { signal }),
  });

export function useModerators() {
  return useQuery({ ...moderatorsQuery(), select: (data) => data.moderators });
}
