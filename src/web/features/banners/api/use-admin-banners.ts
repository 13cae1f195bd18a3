import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminBannerEndpoints } from '#domain/endpoints/admin-banners.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/admin/banners: every banner, newest first. */
export const adminBannersQuery = () =>
  queryOptions({
    queryKey: queryKeys.adminBanners,
    queryFn: ({ signal }) => api(adminBannerEndpoints.list, {}, { signal }),
  });

export function useAdminBanners() {
  return useQuery({ ...adminBannersQuery(), select: (data) => data.banners });
}
