import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GuestVoteStatus, guestVoteStatusSchema } from '#domain/schemas/votes.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function fetchGuestVoteStatus(battleId: string, signal?: AbortSignal): Promise<GuestVoteStatus> {
  return apiGet<z.infer<typeof guestVoteStatusSchema>>(
    `/api/battles/${encodeURIComponent(battleId)}/guest-vote`,
    { signal },
  );
}

/**
 * GET /api/battles/:id/guest-vote: whether this visitor's network still has its guest vote, asked
 * before the proof of work starts (`enabled` false for signed-in viewers). Refetch it after a
 * guest vote.
 */
export function useGuestVoteStatus(battleId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.guestVoteStatus(battleId),
    queryFn: ({ signal }) => fetchGuestVoteStatus(battleId ?? '', signal),
    enabled: enabled && battleId !== null,
    staleTime: 30_000,
  });
}
