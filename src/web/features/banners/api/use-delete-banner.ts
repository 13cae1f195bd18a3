import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBannerEndpoints } from '#domain/endpoints/admin-banners.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateBanners } from './invalidate-banners.ts';

/** DELETE /api/admin/banners/:id */
export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(adminBannerEndpoints.remove, { params: { id } }),
    onSuccess: () => invalidateBanners(queryClient),
  });
}
