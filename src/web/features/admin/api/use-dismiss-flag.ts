import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoteFlag } from '#domain/schemas/vote-review.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { pathId } from './invalidate.ts';
import { invalidateVoteReview } from './use-void-votes.ts';

export function postDismissFlag({ battleId, flagId }: { battleId: string; flagId: number }) {
  return apiSend<{ flag: VoteFlag }>(
    'POST',
    `/api/admin/battles/${pathId(battleId)}/flags/${flagId}/dismiss`,
    undefined,
  );
}

/** POST /api/admin/battles/:id/flags/:flagId/dismiss (admin): the burst is legitimate, votes stay. */
export function useDismissFlag(battleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flagId: number) => postDismissFlag({ battleId, flagId }),
    onSuccess: () => invalidateVoteReview(queryClient, battleId),
  });
}
