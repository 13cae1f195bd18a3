import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBattleEndpoints } from '#domain/endpoints/admin-battles.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateBattles } from './invalidate.ts';

/** Deletes a battle; its votes are voided and refunded on the server. */
export function useDeleteBattle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(adminBattleEndpoints.remove, { params: { id } }),
    onSuccess: () => invalidateBattles(queryClient),
  });
}
