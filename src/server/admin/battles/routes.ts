import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  banParticipantResponseSchema,
  createBattleRequestSchema,
  fixSlugsResponseSchema,
  payoutRequestSchema,
  payoutVoidRequestSchema,
  removeParticipantResponseSchema,
  updateBattleRequestSchema,
} from '#domain/schemas/admin-battles.ts';
import { requireViewer } from '#server/auth/guard.ts';
import {
  addAdminVote,
  addParticipant,
  banParticipant,
  listParticipants,
  removeParticipant,
} from './participants-service.ts';
import { markPrizePaid, voidPayout } from './payout-service.ts';
import { createBattle, deleteBattle, fixSlugs, listBattles, updateBattle } from './service.ts';

const tags = ['admin-battles'];

export const adminBattleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/api/admin/battles',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        querystring: adminBattleListQuerySchema,
        response: { 200: adminBattleListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listBattles(deps, requireViewer(request), request.query);
    },
  );

  app.post(
    '/api/admin/battles',
    {
      config: { access: 'staff' },
      schema: { tags, body: createBattleRequestSchema, response: { 201: adminBattleResponseSchema } },
    },
    async (request, reply) => {
      const battle = await createBattle(deps, requireViewer(request), request.body);
      return reply.status(201).send({ battle });
    },
  );

  app.post(
    '/api/admin/battles/fix-slugs',
    { config: { access: 'staff' }, schema: { tags, response: { 200: fixSlugsResponseSchema } } },
    async (request) => ({ updated: await fixSlugs(deps, requireViewer(request)) }),
  );

  app.patch(
    '/api/admin/battles/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: adminBattleIdParamsSchema,
        body: updateBattleRequestSchema,
        response: { 200: adminBattleResponseSchema },
      },
    },
    async (request) => ({
      battle: await updateBattle(deps, requireViewer(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/battles/:id',
    { config: { access: 'staff' }, schema: { tags, params: adminBattleIdParamsSchema } },
    async (request, reply) => {
      await deleteBattle(deps, requireViewer(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/battles/:id/participants',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: adminBattleIdParamsSchema,
        querystring: adminParticipantListQuerySchema,
        response: { 200: adminParticipantListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listParticipants(deps, request.params.id, request.query);
    },
  );

  app.post(
    '/api/admin/battles/:id/participants',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: adminBattleIdParamsSchema,
        body: addParticipantRequestSchema,
        response: { 200: addParticipantResponseSchema },
      },
    },
    async (request) => addParticipant(deps, requireViewer(request), request.params.id, request.body.userId),
  );

  app.delete(
    '/api/admin/battles/:id/participants/:participantId',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: adminParticipantParamsSchema,
        response: { 200: removeParticipantResponseSchema },
      },
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

  app.post(
    '/api/admin/battles/:id/participants/:participantId/ban',
    {
      config: { access: 'staff' },
      schema: { tags, params: adminParticipantParamsSchema, response: { 200: banParticipantResponseSchema } },
    },
    async (request) =>
      banParticipant(deps, requireViewer(request), request.params.id, request.params.participantId),
  );

  app.post(
    '/api/admin/battles/:id/participants/:participantId/vote',
    {
      config: { access: 'master', forbidden: { notAdmin: 'FORBIDDEN', notMaster: 'ADMIN_VOTE_FORBIDDEN' } },
      schema: { tags, params: adminParticipantParamsSchema, response: { 200: adminVoteResponseSchema } },
    },
    async (request) =>
      addAdminVote(deps, requireViewer(request), request.params.id, request.params.participantId),
  );

  app.post(
    '/api/admin/battles/:id/payout',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: adminBattleIdParamsSchema,
        body: payoutRequestSchema.nullish(),
        response: { 200: adminBattleResponseSchema },
      },
    },
    async (request) => ({
      battle: await markPrizePaid(
        deps,
        requireViewer(request),
        request.params.id,
        request.body?.note ?? null,
        request.body?.confirmOpenFlags === true,
      ),
    }),
  );

  app.post(
    '/api/admin/battles/:id/payout/void',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: adminBattleIdParamsSchema,
        body: payoutVoidRequestSchema,
        response: { 200: adminBattleResponseSchema },
      },
    },
    async (request) => ({
      battle: await voidPayout(deps, requireViewer(request), request.params.id, request.body.reason),
    }),
  );
};
