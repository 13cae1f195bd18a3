import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBannerEndpoints } from '#domain/endpoints/admin-banners.ts';
import type { BannerInput } from '#domain/schemas/banners.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateBanners } from './invalidate-banners.ts';

/** POST /api/admin/banners */
export function useCreateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BannerInput) => api(adminBannerEndpoints.create, { body }),
    onSuccess: () => invalidateBanners(queryClient),
  });
}
