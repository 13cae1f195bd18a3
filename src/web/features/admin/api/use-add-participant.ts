import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { addParticipantResponseSchema } from '#domain/schemas/admin-battles.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { pathId } from './invalidate.ts';
import { invalidateParticipants } from './participants-invalidate.ts';

export function postParticipant({ battleId, userId }: { battleId: string; userId: string }) {
  return apiSend<z.infer<typeof addParticipantResponseSchema>>(
    'POST',
    `/api/admin/battles/${pathId(battleId)}/participants`,
    { userId },
  );
}

/** POST /api/admin/battles/:id/participants (staff); a refusal is `{ success: false, message }`. */
export function useAddParticipant(battleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => postParticipant({ battleId, userId }),
    onSuccess: () => invalidateParticipants(queryClient, battleId),
  });
}
