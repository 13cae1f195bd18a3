import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { banParticipantResponseSchema } from '#domain/schemas/admin-battles.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { pathId } from './invalidate.ts';
import { invalidateParticipants } from './participants-invalidate.ts';

export function postBanParticipant({ battleId, participantId }: { battleId: string; participantId: string }) {
  return apiSend<z.infer<typeof banParticipantResponseSchema>>(
    'POST',
    `/api/admin/battles/${pathId(battleId)}/participants/${pathId(participantId)}/ban`,
    undefined,
  );
}

/**
 * POST /api/admin/battles/:id/participants/:participantId/ban (staff): an admin's is a permanent ban
 * from the platform; a moderator's, a disqualification from this battle only (`banned: false`).
 */
export function useBanParticipant(battleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participantId: string) => postBanParticipant({ battleId, participantId }),
    onSuccess: () =>
      Promise.all([
        invalidateParticipants(queryClient, battleId),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers }),
      ]),
  });
}
