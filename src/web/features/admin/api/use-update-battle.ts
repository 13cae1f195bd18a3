import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBattleEndpoints } from '#domain/endpoints/admin-battles.ts';
import type { UpdateBattleRequest } from '#domain/schemas/admin-battles.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateBattles } from './invalidate.ts';

export function useUpdateBattle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateBattleRequest }) =>
      api(adminBattleEndpoints.update, { params: { id }, body }),
    // A refused edit too: a stale-version 409 means the list is behind, and the open form follows
    // the refetched battle in the fields the admin has not touched.
    onSettled: () => invalidateBattles(queryClient),
  });
}
