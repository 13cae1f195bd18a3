import type {
  addParticipantRequestSchema,
  addParticipantResponseSchema,
  adminBattleIdParamsSchema,
  adminBattleListQuerySchema,
  adminBattleListResponseSchema,
  adminBattleResponseSchema,
  adminParticipantListQuerySchema,
  adminParticipantListResponseSchema,
  adminParticipantParamsSchema,
  adminVoteResponseSchema,
  approveBattleRequestSchema,
  banParticipantResponseSchema,
  createBattleRequestSchema,
  fixSlugsResponseSchema,
  payoutVoidRequestSchema,
  recordPayoutRequestSchema,
  removeParticipantResponseSchema,
  updateBattleRequestSchema,
} from '#domain/schemas/admin-battles.ts';
import { endpoint } from './endpoint.ts';

type BattleParams = { params: typeof adminBattleIdParamsSchema };
type ParticipantParams = { params: typeof adminParticipantParamsSchema };

export const adminBattleEndpoints = {
  /** One page of the admin battle list (staff). */
  list: endpoint<{
    query: typeof adminBattleListQuerySchema;
    response: typeof adminBattleListResponseSchema;
  }>()('GET', '/api/admin/battles'),
  create: endpoint<{ body: typeof createBattleRequestSchema; response: typeof adminBattleResponseSchema }>()(
    'POST',
    '/api/admin/battles',
    201,
  ),
  /** 'Corrigir endereços das batalhas': fills missing slugs, answering how many. */
  fixSlugs: endpoint<{ response: typeof fixSlugsResponseSchema }>()('POST', '/api/admin/battles/fix-slugs'),
  update: endpoint<
    BattleParams & { body: typeof updateBattleRequestSchema; response: typeof adminBattleResponseSchema }
  >()('PATCH', '/api/admin/battles/:id'),
  remove: endpoint<BattleParams>()('DELETE', '/api/admin/battles/:id', 204),
  participants: endpoint<
    BattleParams & {
      query: typeof adminParticipantListQuerySchema;
      response: typeof adminParticipantListResponseSchema;
    }
  >()('GET', '/api/admin/battles/:id/participants'),
  addParticipant: endpoint<
    BattleParams & { body: typeof addParticipantRequestSchema; response: typeof addParticipantResponseSchema }
  >()('POST', '/api/admin/battles/:id/participants'),
  removeParticipant: endpoint<ParticipantParams & { response: typeof removeParticipantResponseSchema }>()(
    'DELETE',
    '/api/admin/battles/:id/participants/:participantId',
  ),
  /** An admin's panel ban (global), or a moderator's disqualification in this battle. */
  banParticipant: endpoint<ParticipantParams & { response: typeof banParticipantResponseSchema }>()(
    'POST',
    '/api/admin/battles/:id/participants/:participantId/ban',
  ),
  /** The master admin's counted vote. */
  adminVote: endpoint<ParticipantParams & { response: typeof adminVoteResponseSchema }>()(
    'POST',
    '/api/admin/battles/:id/participants/:participantId/vote',
  ),
  /** An admin publishes a battle awaiting approval (docs/decisions/0035-prize-money-two-people.md). */
  approve: endpoint<
    BattleParams & { body: typeof approveBattleRequestSchema; response: typeof adminBattleResponseSchema }
  >()('POST', '/api/admin/battles/:id/approve'),
  /** One winner's transfer, paid or failed, recorded on its own (admin). */
  recordPayout: endpoint<
    BattleParams & { body: typeof recordPayoutRequestSchema; response: typeof adminBattleResponseSchema }
  >()('POST', '/api/admin/battles/:id/payouts'),
  voidPayout: endpoint<
    BattleParams & { body: typeof payoutVoidRequestSchema; response: typeof adminBattleResponseSchema }
  >()('POST', '/api/admin/battles/:id/payout/void'),
};
