import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { voteEndpoints } from '#domain/endpoints/votes.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Whether this visitor's network still has its guest vote on the battle (none asked without one). */
export const guestVoteStatusQuery = (battleId: string | null) =>
  queryOptions({
    queryKey: queryKeys.guestVoteStatus(battleId),
    queryFn:
      battleId === null
        ? skipToken
        : ({ signal }) => api(voteEndpoints.guestStatus, { params: { id: battleId } }, { signal }),
  });

/**
 * Asked before the proof of work starts (`enabled` false for signed-in viewers). Refetch it after
 * a guest vote.
 */
export function useGuestVoteStatus(battleId: string | null, enabled: boolean) {
  return useQuery({
    ...guestVoteStatusQuery(battleId),
    enabled: enabled && battleId !== null,
    staleTime: 30_000,
  });
}
