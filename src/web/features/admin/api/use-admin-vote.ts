import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBattleEndpoints } from '#domain/endpoints/admin-battles.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateParticipants } from './participants-invalidate.ts';

/** The master admin's counted vote for a participant. */
export function useAdminVote(battleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participantId: string) =>
      api(adminBattleEndpoints.adminVote, { params: { id: battleId, participantId } }),
    onSuccess: () => invalidateParticipants(queryClient, battleId),
  });
}
