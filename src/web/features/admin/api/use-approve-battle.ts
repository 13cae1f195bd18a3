import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBattleEndpoints } from '#domain/endpoints/admin-battles.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateBattles } from './invalidate.ts';

/** 'Aprovar e publicar' (admin): the battle as restated, named by the version shown. */
export function useApproveBattle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ battleId, expectedUpdatedAt }: { battleId: string; expectedUpdatedAt: string }) =>
      api(adminBattleEndpoints.approve, { params: { id: battleId }, body: { expectedUpdatedAt } }),
    onSuccess: () => invalidateBattles(queryClient),
  });
}
