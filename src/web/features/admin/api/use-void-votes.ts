import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminVoteReviewEndpoints } from '#domain/endpoints/admin-vote-review.ts';
import type { VoidVotesRequest } from '#domain/schemas/vote-review.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { invalidateBattles } from './invalidate.ts';
import { invalidateParticipants } from './participants-invalidate.ts';

/** The log, the battle cards (flag badges, winners) and the participants' totals all move. */
export function invalidateVoteReview(queryClient: QueryClient, battleId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.adminVoteLogs }),
    invalidateBattles(queryClient),
    invalidateParticipants(queryClient, battleId),
  ]);
}

/** POST /api/admin/battles/:id/votes/void (admin): some votes, or a flagged group, with a reason. */
export function useVoidVotes(battleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VoidVotesRequest) =>
      api(adminVoteReviewEndpoints.voidVotes, { params: { id: battleId }, body }),
    onSuccess: () => invalidateVoteReview(queryClient, battleId),
  });
}
