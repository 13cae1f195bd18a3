import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { voteEndpoints } from '#domain/endpoints/votes.ts';
import { battleIdParamsSchema } from '#domain/schemas/battles.ts';
import {
  guestVoteChallengeSchema,
  guestVoteRequestSchema,
  guestVoteResponseSchema,
  guestVoteStatusSchema,
  voteRequestSchema,
  voteResponseSchema,
} from '#domain/schemas/votes.ts';
import { fastSessionToken, resolveViewer } from '#server/auth/viewer.ts';
import { requestNetwork, requestWideNetwork } from '#server/http/client-network.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { createGuestChallenge } from './guest-challenge.ts';
import { castGuestVote, castVote, getGuestVoteStatus } from './service.ts';

const tags = ['votes'];

export const votesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  endpointRoute(
    app,
    voteEndpoints.vote,
    {
      // Public and allowBanned so the vote answers guests and banned users with its own texts; the
      // vote resolves its session itself, inside its one statement (votes/service.ts castVote).
      config: { access: 'public', allowBanned: true, viewer: 'handler', cacheWrite: 'counts' },
      schema: { tags, params: battleIdParamsSchema, body: voteRequestSchema, response: voteResponseSchema },
    },
    async (request) =>
      castVote(
        deps,
        { sessionToken: fastSessionToken(deps, request), resolveViewer: () => resolveViewer(deps, request) },
        request.params.id,
        request.body.participantUserId,
      ),
  );

  endpointRoute(
    app,
    voteEndpoints.guestChallenge,
    {
      // A fresh challenge for each caller: never stored by a cache (http/private-answers.ts).
      config: { access: 'public', private: true },
      schema: { tags, response: guestVoteChallengeSchema },
    },
    async () => createGuestChallenge(deps.config),
  );

  endpointRoute(
    app,
    voteEndpoints.guestVote,
    {
      config: { access: 'public', cacheWrite: 'counts' },
      schema: {
        tags,
        params: battleIdParamsSchema,
        body: guestVoteRequestSchema,
        response: guestVoteResponseSchema,
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

  endpointRoute(
    app,
    voteEndpoints.guestStatus,
    {
      // Per network, so never shared: no public cache, no read cache (http/private-answers.ts).
      config: { access: 'public', private: true },
      schema: { tags, params: battleIdParamsSchema, response: guestVoteStatusSchema },
    },
    async (request) =>
      getGuestVoteStatus(
        deps,
        { network: requestNetwork(deps.config, request), signedIn: request.viewer !== null },
        request.params.id,
      ),
  );
};
