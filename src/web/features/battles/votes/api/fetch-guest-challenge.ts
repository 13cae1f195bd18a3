import { voteEndpoints } from '#domain/endpoints/votes.ts';
import type { GuestVoteChallenge } from '#domain/schemas/votes.ts';
import { api } from '#web/lib/api-client.ts';

/**
 * A fresh proof-of-work challenge (served no-store, used once). Not a query: each guest vote needs
 * its own, fetched at click time.
 */
export function fetchGuestChallenge(signal?: AbortSignal): Promise<GuestVoteChallenge> {
  return api(voteEndpoints.guestChallenge, {}, { signal });
}
