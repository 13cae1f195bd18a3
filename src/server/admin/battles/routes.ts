import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBattleEndpoints as endpoints } from '#domain/endpoints/admin-battles.ts';
import {
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
import { requireViewer } from '#server/auth/guard.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import {
  addAdminVote,
  addParticipant,
  banParticipant,
  listParticipants,
  removeParticipant,
} from './participants-service.ts';
import { recordWinnerPayout, voidPayout } from './payout-service.ts';
import { approveBattle, createBattle, deleteBattle, fixSlugs, listBattles, updateBattle } from './service.ts';

const tags = ['admin-battles'];
const staff = { access: 'staff' } as const;

export const adminBattleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  endpointRoute(
    app,
    endpoints.list,
    {
      config: staff,
      schema: { tags, querystring: adminBattleListQuerySchema, response: adminBattleListResponseSchema },
    },
    async (request) => listBattles(deps, requireViewer(request), request.query),
  );

  endpointRoute(
    app,
    endpoints.create,
    { config: staff, schema: { tags, body: createBattleRequestSchema, response: adminBattleResponseSchema } },
    async (request) => ({ battle: await createBattle(deps, requireViewer(request), request.body) }),
  );

  endpointRoute(
    app,
    endpoints.fixSlugs,
    { config: staff, schema: { tags, response: fixSlugsResponseSchema } },
    async (request) => ({ updated: await fixSlugs(deps, requireViewer(request)) }),
  );

  endpointRoute(
    app,
    endpoints.update,
    {
      config: staff,
      schema: {
        tags,
        params: adminBattleIdParamsSchema,
        body: updateBattleRequestSchema,
        response: adminBattleResponseSchema,
      },
    },
    async (request) => ({
      battle: await updateBattle(deps, requireViewer(request), request.params.id, request.body),
    }),
  );

  endpointRoute(
    app,
    endpoints.remove,
    { config: staff, schema: { tags, params: adminBattleIdParamsSchema } },
    async (request) => {
      await deleteBattle(deps, requireViewer(request), request.params.id);
      return undefined;
    },
  );

  endpointRoute(
    app,
    endpoints.participants,
    {
      config: staff,
      schema: {
        tags,
        params: adminBattleIdParamsSchema,
        querystring: adminParticipantListQuerySchema,
        response: adminParticipantListResponseSchema,
      },
    },
    async (request) => listParticipants(deps, request.params.id, request.query),
  );

  endpointRoute(
    app,
    endpoints.addParticipant,
    {
      config: staff,
      schema: {
        tags,
        params: adminBattleIdParamsSchema,
        body: addParticipantRequestSchema,
        response: addParticipantResponseSchema,
      },
    },
    async (request) => addParticipant(deps, requireViewer(request), request.params.id, request.body.userId),
  );

  endpointRoute(
    app,
    endpoints.removeParticipant,
    {
      config: staff,
      schema: { tags, params: adminParticipantParamsSchema, response: removeParticipantResponseSchema },
    },
    async (request) => ({
      removed: await removeParticipant(
        deps,
        requireViewer(request),
        request.params.id,
        request.params.participantId,
      ),
    }),
  );

  endpointRoute(
    app,
    endpoints.banParticipant,
    {
      config: staff,
      schema: { tags, params: adminParticipantParamsSchema, response: banParticipantResponseSchema },
    },
    async (request) =>
      banParticipant(deps, requireViewer(request), request.params.id, request.params.participantId),
  );

  endpointRoute(
    app,
    endpoints.adminVote,
    {
      config: { access: 'master', forbidden: { notAdmin: 'FORBIDDEN', notMaster: 'ADMIN_VOTE_FORBIDDEN' } },
      schema: { tags, params: adminParticipantParamsSchema, response: adminVoteResponseSchema },
    },
    async (request) =>
      addAdminVote(deps, requireViewer(request), request.params.id, request.params.participantId),
  );

  endpointRoute(
    app,
    endpoints.approve,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: adminBattleIdParamsSchema,
        body: approveBattleRequestSchema,
        response: adminBattleResponseSchema,
      },
    },
    async (request) => ({
      battle: await approveBattle(deps, requireViewer(request), request.params.id, request.body),
    }),
  );

  endpointRoute(
    app,
    endpoints.recordPayout,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: adminBattleIdParamsSchema,
        body: recordPayoutRequestSchema,
        response: adminBattleResponseSchema,
      },
    },
    async (request) => ({
      battle: await recordWinnerPayout(deps, requireViewer(request), request.params.id, request.body),
    }),
  );

  endpointRoute(
    app,
    endpoints.voidPayout,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: adminBattleIdParamsSchema,
        body: payoutVoidRequestSchema,
        response: adminBattleResponseSchema,
      },
    },
    async (request) => ({
      battle: await voidPayout(deps, requireViewer(request), request.params.id, request.body.reason),
    }),
  );
};
