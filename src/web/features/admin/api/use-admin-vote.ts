import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminVoteResponseSchema } from '#domain/schemas/admin-battles.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { pathId } from './invalidate.ts';
import { invalidateParticipants } from './participants-invalidate.ts';

export function postAdminVote({ battleId, participantId }: { battleId: string; participantId: string }) {
  return apiSend<z.infer<typeof adminVoteResponseSchema>>(
    'POST',
    `/api/admin/battles/${pathId(battleId)}/participants/${pathId(participantId)}/vote`,
    undefined,
  );
}

/** POST /api/admin/battles/:id/participants/:participantId/vote (master only): one admin vote. */
export function useAdminVote(battleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participantId: string) => postAdminVote({ battleId, participantId }),
    onSuccess: () => invalidateParticipants(queryClient, battleId),
  });
}
