import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '#web/lib/api-client.ts';
import { invalidateBattles, pathId } from './invalidate.ts';

export function deleteBattle(id: string) {
  return apiSend('DELETE', `/api/admin/battles/${pathId(id)}`);
}

/** DELETE /api/admin/battles/:id (staff, 204). */
export function useDeleteBattle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBattle,
    onSuccess: () => invalidateBattles(queryClient),
  });
}
