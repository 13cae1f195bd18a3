import type { z } from 'zod';
import type { GuestVoteChallenge, guestVoteChallengeSchema } from '#domain/schemas/votes.ts';
import { apiGet } from '#web/lib/api-client.ts';

/**
 * GET /api/guest-votes/challenge: a fresh proof-of-work challenge (served no-store, used once).
 * Not a query: each guest vote needs its own, fetched at click time.
 */
export function fetchGuestChallenge(signal?: AbortSignal): Promise<GuestVoteChallenge> {
  return apiGet<z.infer<typeof guestVoteChallengeSchema>>('/api/guest-votes/challenge', { signal });
}
