import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBannerEndpoints } from '#domain/endpoints/admin-banners.ts';
import type { BannerPatch } from '#domain/schemas/banners.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateBanners } from './invalidate-banners.ts';

/** PATCH /api/admin/banners/:id */
export function useUpdateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: BannerPatch }) =>
      api(adminBannerEndpoints.update, { params: { id }, body: changes }),
    onSuccess: () => invalidateBanners(queryClient),
  });
}
