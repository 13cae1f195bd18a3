import type { adminBattleIdParamsSchema } from '#domain/schemas/admin-battles.ts';
import type {
  dismissFlagResponseSchema,
  voidVotesRequestSchema,
  voidVotesResponseSchema,
  voteFlagParamsSchema,
  voteLogQuerySchema,
  voteLogResponseSchema,
} from '#domain/schemas/vote-review.ts';
import { endpoint } from './endpoint.ts';

export const adminVoteReviewEndpoints = {
  /** Staff: a battle's votes, newest first, a page after `cursor`, with its flags. */
  log: endpoint<{
    params: typeof adminBattleIdParamsSchema;
    query: typeof voteLogQuerySchema;
    response: typeof voteLogResponseSchema;
  }>()('GET', '/api/admin/battles/:id/votes'),
  /**
   * Staff: the same filters as a CSV download (text/csv, not JSON, so no response schema). The
   * browser opens its `endpointUrl` as a link, never through `api()`.
   */
  logCsv: endpoint<{ params: typeof adminBattleIdParamsSchema; query: typeof voteLogQuerySchema }>()(
    'GET',
    '/api/admin/battles/:id/votes.csv',
  ),
  /** Admin: voids some votes, or every open vote behind one flag, with a reason. */
  voidVotes: endpoint<{
    params: typeof adminBattleIdParamsSchema;
    body: typeof voidVotesRequestSchema;
    response: typeof voidVotesResponseSchema;
  }>()('POST', '/api/admin/battles/:id/votes/void'),
  /** Admin: the burst is legitimate, its votes stay. */
  dismissFlag: endpoint<{
    params: typeof voteFlagParamsSchema;
    response: typeof dismissFlagResponseSchema;
  }>()('POST', '/api/admin/battles/:id/flags/:flagId/dismiss'),
};
