import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBattleEndpoints } from '#domain/endpoints/admin-battles.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateParticipants } from './participants-invalidate.ts';

/** Removes a participant (their votes voided and refunded); `removed: 0` when already gone. */
export function useRemoveParticipant(battleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participantId: string) =>
      api(adminBattleEndpoints.removeParticipant, { params: { id: battleId, participantId } }),
    // Refetch either way: with nothing removed the list on screen was stale.
    onSettled: () => invalidateParticipants(queryClient, battleId),
  });
}
