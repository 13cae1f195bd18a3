import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBannerEndpoints } from '#domain/endpoints/admin-banners.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateBanners } from './invalidate-banners.ts';

/** POST /api/admin/banners/:id/toggle: flips the active switch. */
export function useToggleBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(adminBannerEndpoints.toggle, { params: { id } }),
    onSuccess: () => invalidateBanners(queryClient),
  });
}
