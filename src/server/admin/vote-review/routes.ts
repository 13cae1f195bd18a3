import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminVoteReviewEndpoints } from '#domain/endpoints/admin-vote-review.ts';
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
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { dismissFlag, readVoteLog, voidVotes, voteLogCsv } from './service.ts';

const tags = ['admin-vote-review'];

/** The vote review: staff read the log and its flags; admins void votes and review flags. */
export const adminVoteReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  endpointRoute(
    app,
    adminVoteReviewEndpoints.log,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: adminBattleIdParamsSchema,
        querystring: voteLogQuerySchema,
        response: voteLogResponseSchema,
      },
    },
    async (request) => readVoteLog(deps, request.params.id, request.query),
  );

  // A download, not JSON: the handler sends the text itself (the endpoint names no response schema).
  endpointRoute(
    app,
    adminVoteReviewEndpoints.logCsv,
    {
      config: { access: 'staff' },
      schema: { tags, params: adminBattleIdParamsSchema, querystring: voteLogQuerySchema },
    },
    async (request, reply) => {
      const csv = await voteLogCsv(deps, request.params.id, request.query);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${csv.filename.replace(/[^\w.-]/g, '_')}"`);
      return reply.send(csv.body);
    },
  );

  endpointRoute(
    app,
    adminVoteReviewEndpoints.voidVotes,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: adminBattleIdParamsSchema,
        body: voidVotesRequestSchema,
        response: voidVotesResponseSchema,
      },
    },
    async (request) => voidVotes(deps, requireViewer(request), request.params.id, request.body),
  );

  endpointRoute(
    app,
    adminVoteReviewEndpoints.dismissFlag,
    {
      config: { access: 'admin' },
      schema: { tags, params: voteFlagParamsSchema, response: dismissFlagResponseSchema },
    },
    async (request) => ({
      flag: await dismissFlag(deps, requireViewer(request), request.params.id, request.params.flagId),
    }),
  );
};
