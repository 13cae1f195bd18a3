import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BannerInput, bannerResponseSchema } from '#domain/schemas/banners.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { invalidateBanners } from './invalidate-banners.ts';

export function postBanner(body: BannerInput) {
  return apiSend<z.infer<typeof bannerResponseSchema>>('POST', '/api/admin/banners', body);
}

/** POST /api/admin/banners */
export function useCreateBanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postBanner, onSuccess: () => invalidateBanners(queryClient) });
}
