import { useMutation, useQueryClient } from '@tanstack/react-query';
import { battleEndpoints } from '#domain/endpoints/battles.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { patchBattleCard } from '#web/shared/live/battle-cache.ts';

/**
 * Joins a battle. The returned card replaces the cached one at once (count, status,
 * 'Participando'); the lists and pages are then refetched so 'my battles' gains the new entry.
 * Toasts are the caller's.
 */
export function useJoinBattle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (battleId: string) => api(battleEndpoints.join, { params: { id: battleId } }),
    onSuccess: ({ battle }) => {
      patchBattleCard(queryClient, battle.id, () => battle);
      void queryClient.invalidateQueries({ queryKey: queryKeys.battles });
    },
  });
}
