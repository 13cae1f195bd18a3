import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBattleEndpoints } from '#domain/endpoints/admin-battles.ts';
import type { RecordPayoutRequest } from '#domain/schemas/admin-battles.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateBattles } from './invalidate.ts';

/** One winner's transfer, paid or failed, recorded on its own (admin). */
export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ battleId, body }: { battleId: string; body: RecordPayoutRequest }) =>
      api(adminBattleEndpoints.recordPayout, { params: { id: battleId }, body }),
    onSuccess: () => invalidateBattles(queryClient),
  });
}
