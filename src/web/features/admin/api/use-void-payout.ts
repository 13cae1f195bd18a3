import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminBattleResponseSchema, PayoutVoidRequest } from '#domain/schemas/admin-battles.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { invalidateBattles, pathId } from './invalidate.ts';

export function postVoidPayout({ battleId, body }: { battleId: string; body: PayoutVoidRequest }) {
  return apiSend<z.infer<typeof adminBattleResponseSchema>>(
    'POST',
    `/api/admin/battles/${pathId(battleId)}/payout/void`,
    body,
  );
}

/**
 * POST /api/admin/battles/:id/payout/void (admin): clears the paid mark with a reason (audited),
 * which lets the battle's status, dates, prize and participants change again.
 */
export function useVoidPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postVoidPayout,
    onSuccess: () => invalidateBattles(queryClient),
  });
}
