import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSettingsEndpoints } from '#domain/endpoints/admin-settings.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/admin/settings (master). */
export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.adminSettings,
    queryFn: ({ signal }) => api(adminSettingsEndpoints.get, {}, { signal }),
  });

export function useAdminSettings() {
  return useQuery(adminSettingsQuery());
}
