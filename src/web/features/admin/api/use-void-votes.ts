import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoidVotesRequest, VoidVotesResponse } from '#domain/schemas/vote-review.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { invalidateBattles, pathId } from './invalidate.ts';
import { invalidateParticipants } from './participants-invalidate.ts';

export function postVoidVotes({ battleId, body }: { battleId: string; body: VoidVotesRequest }) {
  return apiSend<VoidVotesResponse>('POST', `/api/admin/battles/${pathId(battleId)}/votes/void`, body);
}

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
    mutationFn: (body: VoidVotesRequest) => postVoidVotes({ battleId, body }),
    onSuccess: () => invalidateVoteReview(queryClient, battleId),
  });
}
