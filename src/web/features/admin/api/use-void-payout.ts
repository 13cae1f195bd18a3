import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBattleEndpoints } from '#domain/endpoints/admin-battles.ts';
import type { PayoutVoidRequest } from '#domain/schemas/admin-battles.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateBattles } from './invalidate.ts';

/**
 * Clears the paid mark with a reason (admin, audited), which lets the battle's status, dates, prize
 * and participants change again.
 */
export function useVoidPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ battleId, body }: { battleId: string; body: PayoutVoidRequest }) =>
      api(adminBattleEndpoints.voidPayout, { params: { id: battleId }, body }),
    onSuccess: () => invalidateBattles(queryClient),
  });
}
