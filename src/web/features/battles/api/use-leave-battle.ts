import { useMutation, useQueryClient } from '@tanstack/react-query';
import { battleEndpoints } from '#domain/endpoints/battles.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { patchBattleCard } from '#web/shared/live/battle-cache.ts';

/**
 * Leaves a battle before it starts. The returned card replaces the cached one at once (count,
 * 'Quero entrar!'); the pages are then refetched so the fighter leaves the list. Toasts are the caller's.
 */
export function useLeaveBattle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (battleId: string) => api(battleEndpoints.leave, { params: { id: battleId } }),
    onSuccess: ({ battle }) => {
      patchBattleCard(queryClient, battle.id, () => battle);
      void queryClient.invalidateQueries({ queryKey: queryKeys.battles });
    },
  });
}
