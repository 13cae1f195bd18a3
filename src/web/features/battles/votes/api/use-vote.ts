import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voteEndpoints } from '#domain/endpoints/votes.ts';
import type { MeResponse } from '#domain/schemas/auth.ts';
import { MIN_VOTE_GAP_MS } from '#domain/votes/vote-limits.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { applyBattleUpdate, patchBattleDetail } from '#web/shared/live/battle-cache.ts';

export interface VoteVariables {
  battleId: string;
  participantUserId: string;
}

/**
 * A signed-in fan's vote. On success the header's balance takes the returned value at once,
 * the count moves on the battle page, the participant is marked as voted and the viewer's coins
 * and next vote time follow; the wallet history
 * is refetched when next seen. Toasts are the caller's.
 */
export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ battleId, participantUserId }: VoteVariables) =>
      api(voteEndpoints.vote, { params: { id: battleId }, body: { participantUserId } }),
    onSuccess: (result, { battleId }) => {
      queryClient.setQueryData<MeResponse>(queryKeys.me, (data) =>
        data?.user ? { user: { ...data.user, balance: result.balance } } : data,
      );
      const { participantUserId, votesCount } = result;
      applyBattleUpdate(queryClient, { type: 'votes', battleId, participantUserId, votesCount });
      // The gap starts now for this viewer (the server counts it from the vote it just took).
      const nextVoteAt = new Date(Date.now() + MIN_VOTE_GAP_MS).toISOString();
      patchBattleDetail(queryClient, battleId, (battle) => {
        const voted = battle.viewer.votedParticipantUserIds;
        return {
          ...battle,
          viewer: {
            ...battle.viewer,
            balance: result.balance,
            nextVoteAt,
            votedParticipantUserIds: voted.includes(result.participantUserId)
              ? voted
              : [...voted, result.participantUserId],
          },
        };
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
    },
  });
}
