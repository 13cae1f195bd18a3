import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GuestVoteResponse, guestVoteResponseSchema } from '#domain/schemas/votes.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { patchBattleDetail, withVotesCount } from '#web/shared/live/battle-cache.ts';

export interface GuestVoteVariables {
  battleId: string;
  participantUserId: string;
  /** The solved proof-of-work payload (shared/proof-of-work/solve-challenge.ts). */
  altcha: string;
}

export function postGuestVote({
  battleId,
  participantUserId,
  altcha,
}: GuestVoteVariables): Promise<GuestVoteResponse> {
  return apiSend<z.infer<typeof guestVoteResponseSchema>>(
    'POST',
    `/api/battles/${encodeURIComponent(battleId)}/guest-votes`,
    { participantUserId, altcha },
  );
}

/** POST /api/battles/:id/guest-votes: a visitor's vote (1 per IP per 24 h); the count moves at once. */
export function useGuestVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postGuestVote,
    onSuccess: (result, { battleId }) => {
      patchBattleDetail(queryClient, battleId, (battle) =>
        withVotesCount(battle, result.participantUserId, result.votesCount),
      );
    },
  });
}
