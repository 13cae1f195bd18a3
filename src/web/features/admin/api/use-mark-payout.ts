import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminBattleResponseSchema, PayoutRequest } from '#domain/schemas/admin-battles.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { invalidateBattles, pathId } from './invalidate.ts';

export function postPayout({ battleId, body }: { battleId: string; body: PayoutRequest }) {
  return apiSend<z.infer<typeof adminBattleResponseSchema>>(
    'POST',
    `/api/admin/battles/${pathId(battleId)}/payout`,
    body,
  );
}

/** POST /api/admin/battles/:id/payout (admin): marks the prize paid, with an optional note. */
export function useMarkPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPayout,
    onSuccess: () => invalidateBattles(queryClient),
  });
}
