import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminVoteReviewEndpoints } from '#domain/endpoints/admin-vote-review.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateVoteReview } from './use-void-votes.ts';

/** POST /api/admin/battles/:id/flags/:flagId/dismiss (admin): the burst is legitimate, votes stay. */
export function useDismissFlag(battleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flagId: number) =>
      api(adminVoteReviewEndpoints.dismissFlag, { params: { id: battleId, flagId: String(flagId) } }),
    onSuccess: () => invalidateVoteReview(queryClient, battleId),
  });
}
