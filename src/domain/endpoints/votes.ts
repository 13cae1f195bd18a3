import type { battleIdParamsSchema } from '#domain/schemas/battles.ts';
import type {
  guestVoteChallengeSchema,
  guestVoteRequestSchema,
  guestVoteResponseSchema,
  guestVoteStatusSchema,
  voteRequestSchema,
  voteResponseSchema,
} from '#domain/schemas/votes.ts';
import { endpoint } from './endpoint.ts';

export const voteEndpoints = {
  /** A signed-in fan's vote (1 YodCoin); answers the new count and balance. */
  vote: endpoint<{
    params: typeof battleIdParamsSchema;
    body: typeof voteRequestSchema;
    response: typeof voteResponseSchema;
  }>()('POST', '/api/battles/:id/votes'),
  /** A fresh proof-of-work challenge for one guest vote (never cached, used once). */
  guestChallenge: endpoint<{ response: typeof guestVoteChallengeSchema }>()(
    'GET',
    '/api/guest-votes/challenge',
  ),
  /** A visitor's vote, with the solved challenge; limited per network. */
  guestVote: endpoint<{
    params: typeof battleIdParamsSchema;
    body: typeof guestVoteRequestSchema;
    response: typeof guestVoteResponseSchema;
  }>()('POST', '/api/battles/:id/guest-votes'),
  /** Whether the caller's network still has its guest vote on this battle. */
  guestStatus: endpoint<{ params: typeof battleIdParamsSchema; response: typeof guestVoteStatusSchema }>()(
    'GET',
    '/api/battles/:id/guest-vote',
  ),
};
