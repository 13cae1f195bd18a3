import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBattleIdParamsSchema } from '#domain/schemas/admin-battles.ts';
import {
  dismissFlagResponseSchema,
  voidVotesRequestSchema,
  voidVotesResponseSchema,
  voteFlagParamsSchema,
  voteLogQuerySchema,
  voteLogResponseSchema,
} from '#domain/schemas/vote-review.ts';
import { requireViewer } from '#server/auth/guard.ts';
import { dismissFlag, readVoteLog, voidVotes, voteLogCsv } from './service.ts';

const tags = ['admin-vote-review'];

/** The vote review: staff read the log and its flags; admins void votes and review flags. */
export const adminVoteReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/api/admin/battles/:id/votes',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: adminBattleIdParamsSchema,
        querystring: voteLogQuerySchema,
        response: { 200: voteLogResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readVoteLog(deps, request.params.id, request.query);
    },
  );

  app.get(
    '/api/admin/battles/:id/votes.csv',
    {
      config: { access: 'staff' },
      schema: { tags, params: adminBattleIdParamsSchema, querystring: voteLogQuerySchema },
    },
    async (request, reply) => {
      const csv = await voteLogCsv(deps, request.params.id, request.query);
      reply.header('cache-control', 'no-store');
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${csv.filename.replace(/[^\w.-]/g, '_')}"`);
      return reply.send(csv.body);
    },
  );

  app.post(
    '/api/admin/battles/:id/votes/void',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: adminBattleIdParamsSchema,
        body: voidVotesRequestSchema,
        response: { 200: voidVotesResponseSchema },
      },
    },
    async (request) => voidVotes(deps, requireViewer(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/battles/:id/flags/:flagId/dismiss',
    {
      config: { access: 'admin' },
      schema: { tags, params: voteFlagParamsSchema, response: { 200: dismissFlagResponseSchema } },
    },
    async (request) => ({
      flag: await dismissFlag(deps, requireViewer(request), request.params.id, request.params.flagId),
    }),
  );
};
