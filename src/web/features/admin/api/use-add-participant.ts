import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBattleEndpoints } from '#domain/endpoints/admin-battles.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateParticipants } from './participants-invalidate.ts';

/** Adds a user to the battle (staff); a refusal is `{ success: false, message }`. */
export function useAddParticipant(battleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api(adminBattleEndpoints.addParticipant, { params: { id: battleId }, body: { userId } }),
    onSuccess: () => invalidateParticipants(queryClient, battleId),
  });
}
