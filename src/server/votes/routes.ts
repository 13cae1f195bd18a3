import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { battleIdParamsSchema } from '#domain/schemas/battles.ts';
import {
  guestVoteChallengeSchema,
  guestVoteRequestSchema,
  guestVoteResponseSchema,
  guestVoteStatusSchema,
  voteRequestSchema,
  voteResponseSchema,
} from '#domain/schemas/votes.ts';
import { fastSessionToken, resolveViewer } from '../auth/viewer.ts';
import { requestNetwork, requestWideNetwork } from '../http/client-network.ts';
import { createGuestChallenge } from './guest-challenge.ts';
import { castGuestVote, castVote, getGuestVoteStatus } from './service.ts';

export const votesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    '/api/battles/:id/votes',
    {
      // Public and allowBanned so the vote answers guests and banned users with its own texts; the
      // vote resolves its session itself, inside its one statement (votes/service.ts castVote).
      config: { access: 'public', allowBanned: true, viewer: 'handler', battleWrite: true },
      schema: {
        tags: ['votes'],
        params: battleIdParamsSchema,
        body: voteRequestSchema,
        response: { 200: voteResponseSchema },
      },
    },
    async (request) =>
      castVote(
        deps,
        { sessionToken: fastSessionToken(deps, request), resolveViewer: () => resolveViewer(deps, request) },
        request.params.id,
        request.body.participantUserId,
      ),
  );

  app.get(
    '/api/guest-votes/challenge',
    {
      config: { access: 'public' },
      schema: { tags: ['votes'], response: { 200: guestVoteChallengeSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createGuestChallenge(deps.config);
    },
  );

  app.post(
    '/api/battles/:id/guest-votes',
    {
      config: { access: 'public', battleWrite: true },
      schema: {
        tags: ['votes'],
        params: battleIdParamsSchema,
        body: guestVoteRequestSchema,
        response: { 200: guestVoteResponseSchema },
      },
    },
    // The limit counts the client's network (http/client-network.ts), never a forged header.
    // request.viewer comes from the guard, which answers a cookie-less request without a query:
    // the guest path stays as cheap.
    async (request) =>
      castGuestVote(
        deps,
        {
          network: requestNetwork(deps.config, request),
          wideNetwork: requestWideNetwork(deps.config, request),
          signedIn: request.viewer !== null,
        },
        request.params.id,
        request.body.participantUserId,
        request.body.altcha,
      ),
  );

  app.get(
    '/api/battles/:id/guest-vote',
    {
      config: { access: 'public' },
      schema: {
        tags: ['votes'],
        params: battleIdParamsSchema,
        response: { 200: guestVoteStatusSchema },
      },
    },
    // Per network, so never shared: no public cache, no read cache.
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getGuestVoteStatus(
        deps,
        { network: requestNetwork(deps.config, request), signedIn: request.viewer !== null },
        request.params.id,
      );
    },
  );
};
