import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBattleEndpoints } from '#domain/endpoints/admin-battles.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { invalidateParticipants } from './participants-invalidate.ts';

/**
 * The panel's "Banir": an admin's is a permanent ban from the platform; a moderator's, a
 * disqualification from this battle only (`banned: false`).
 */
export function useBanParticipant(battleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participantId: string) =>
      api(adminBattleEndpoints.banParticipant, { params: { id: battleId, participantId } }),
    onSuccess: () =>
      Promise.all([
        invalidateParticipants(queryClient, battleId),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers }),
      ]),
  });
}
