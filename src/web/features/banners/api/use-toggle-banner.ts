import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { bannerResponseSchema } from '#domain/schemas/banners.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { invalidateBanners } from './invalidate-banners.ts';

export function postToggleBanner(id: string) {
  return apiSend<z.infer<typeof bannerResponseSchema>>(
    'POST',
    `/api/admin/banners/${encodeURIComponent(id)}/toggle`,
    undefined,
  );
}

/** POST /api/admin/banners/:id/toggle: flips the active switch. */
export function useToggleBanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postToggleBanner, onSuccess: () => invalidateBanners(queryClient) });
}
