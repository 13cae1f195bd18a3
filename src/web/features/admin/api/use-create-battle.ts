import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminBattleResponseSchema, CreateBattleRequest } from '#domain/schemas/admin-battles.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { invalidateBattles } from './invalidate.ts';

export function postBattle(body: CreateBattleRequest) {
  return apiSend<z.infer<typeof adminBattleResponseSchema>>('POST', '/api/admin/battles', body);
}

/** POST /api/admin/battles (staff). */
export function useCreateBattle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBattle,
    onSuccess: () => invalidateBattles(queryClient),
  });
}
