import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '#web/lib/api-client.ts';
import { invalidateBanners } from './invalidate-banners.ts';

export function deleteBanner(id: string) {
  return apiSend('DELETE', `/api/admin/banners/${encodeURIComponent(id)}`, undefined);
}

/** DELETE /api/admin/banners/:id */
export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBanner, onSuccess: () => invalidateBanners(queryClient) });
}
