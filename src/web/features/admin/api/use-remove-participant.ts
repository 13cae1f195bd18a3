import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { removeParticipantResponseSchema } from '#domain/schemas/admin-battles.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { pathId } from './invalidate.ts';
import { invalidateParticipants } from './participants-invalidate.ts';

export function deleteParticipant({ battleId, participantId }: { battleId: string; participantId: string }) {
  return apiSend<z.infer<typeof removeParticipantResponseSchema>>(
    'DELETE',
    `/api/admin/battles/${pathId(battleId)}/participants/${pathId(participantId)}`,
    undefined,
  );
}

/** DELETE /api/admin/battles/:id/participants/:participantId (staff); `removed: 0` when already gone. */
export function useRemoveParticipant(battleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participantId: string) => deleteParticipant({ battleId, participantId }),
    // Refetch either way: with nothing removed the list on screen was stale.
    onSettled: () => invalidateParticipants(queryClient, battleId),
  });
}
