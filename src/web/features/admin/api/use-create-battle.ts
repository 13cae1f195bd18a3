import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBattleEndpoints } from '#domain/endpoints/admin-battles.ts';
import type { CreateBattleRequest } from '#domain/schemas/admin-battles.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateBattles } from './invalidate.ts';

export function useCreateBattle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBattleRequest) => api(adminBattleEndpoints.create, { body }),
    onSuccess: () => invalidateBattles(queryClient),
  });
}
