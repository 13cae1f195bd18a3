import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminBattleResponseSchema, UpdateBattleRequest } from '#domain/schemas/admin-battles.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { invalidateBattles, pathId } from './invalidate.ts';

export function patchBattle({ id, body }: { id: string; body: UpdateBattleRequest }) {
  return apiSend<z.infer<typeof adminBattleResponseSchema>>(
    'PATCH',
    `/api/admin/battles/${pathId(id)}`,
    body,
  );
}

/** PATCH /api/admin/battles/:id (staff). */
export function useUpdateBattle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchBattle,
    onSuccess: () => invalidateBattles(queryClient),
  });
}
