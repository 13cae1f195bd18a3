import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { JoinBattleResponse, joinBattleResponseSchema } from '#domain/schemas/battles.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { patchBattleCard } from '#web/shared/live/battle-cache.ts';

export function postJoinBattle(battleId: string): Promise<JoinBattleResponse> {
  return apiSend<z.infer<typeof joinBattleResponseSchema>>(
    'POST',
    `/api/battles/${encodeURIComponent(battleId)}/join`,
    undefined,
  );
}

/**
 * POST /api/battles/:id/join. The returned card replaces the cached one at once (count, status,
 * 'Participando'); the lists and pages are then refetched so 'my battles' gains the new entry.
 * Toasts are the caller's.
 */
export function useJoinBattle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postJoinBattle,
    onSuccess: ({ battle }) => {
      patchBattleCard(queryClient, battle.id, () => battle);
      void queryClient.invalidateQueries({ queryKey: queryKeys.battles });
    },
  });
}
