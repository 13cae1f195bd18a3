import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { bannerListResponseSchema } from '#domain/schemas/banners.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function fetchAdminBanners(signal?: AbortSignal) {
  return apiGet<z.infer<typeof bannerListResponseSchema>>('/api/admin/banners', { signal });
}

/** GET /api/admin/banners: every banner, newest first. */
export function useAdminBanners() {
  return useQuery({
    queryKey: queryKeys.adminBanners,
    queryFn: ({ signal }) => fetchAdminBanners(signal),
    select: (data) => data.banners,
  });
}
