import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBattleEndpoints } from '#domain/endpoints/admin-battles.ts';
import type { PayoutRequest } from '#domain/schemas/admin-battles.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateBattles } from './invalidate.ts';

/** Marks the prize paid (admin), with an optional note. */
export function useMarkPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ battleId, body }: { battleId: string; body: PayoutRequest }) =>
      api(adminBattleEndpoints.markPaid, { params: { id: battleId }, body }),
    onSuccess: () => invalidateBattles(queryClient),
  });
}
