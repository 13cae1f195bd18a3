import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBattleEndpoints } from '#domain/endpoints/admin-battles.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateBattles } from './invalidate.ts';

/** 'Corrigir endereços das batalhas': fills missing slugs, answers how many changed. */
export function useFixSlugs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(adminBattleEndpoints.fixSlugs),
    onSuccess: ({ updated }) => (updated > 0 ? invalidateBattles(queryClient) : undefined),
  });
}
