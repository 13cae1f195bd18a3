import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BannerPatch, bannerResponseSchema } from '#domain/schemas/banners.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { invalidateBanners } from './invalidate-banners.ts';

export function patchBanner({ id, changes }: { id: string; changes: BannerPatch }) {
  return apiSend<z.infer<typeof bannerResponseSchema>>(
    'PATCH',
    `/api/admin/banners/${encodeURIComponent(id)}`,
    changes,
  );
}

/** PATCH /api/admin/banners/:id */
export function useUpdateBanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: patchBanner, onSuccess: () => invalidateBanners(queryClient) });
}
