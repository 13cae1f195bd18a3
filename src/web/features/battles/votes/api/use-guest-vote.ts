import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voteEndpoints } from '#domain/endpoints/votes.ts';
import { api } from '#web/lib/api-client.ts';
import { applyBattleUpdate } from '#web/shared/live/battle-cache.ts';

export interface GuestVoteVariables {
  battleId: string;
  participantUserId: string;
  /** The solved proof-of-work payload (shared/proof-of-work/solve-challenge.ts). */
  altcha: string;
}

/** A visitor's vote (1 per IP per 24 h); the count moves at once. */
export function useGuestVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ battleId, participantUserId, altcha }: GuestVoteVariables) =>
      api(voteEndpoints.guestVote, { params: { id: battleId }, body: { participantUserId, altcha } }),
    onSuccess: ({ participantUserId, votesCount }, { battleId }) => {
      applyBattleUpdate(queryClient, { type: 'votes', battleId, participantUserId, votesCount });
    },
  });
}
