import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { fixSlugsResponseSchema } from '#domain/schemas/admin-battles.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { invalidateBattles } from './invalidate.ts';

export function postFixSlugs() {
  return apiSend<z.infer<typeof fixSlugsResponseSchema>>('POST', '/api/admin/battles/fix-slugs', undefined);
}

/** POST /api/admin/battles/fix-slugs (staff): fills missing slugs, answers how many changed. */
export function useFixSlugs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postFixSlugs,
    onSuccess: ({ updated }) => (updated > 0 ? invalidateBattles(queryClient) : undefined),
  });
}
