import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fanEndpoints } from '#domain/endpoints/fans.ts';
import {
  fanSettingsResponseSchema,
  fanSettingsUpdateSchema,
  followParamsSchema,
  followStateResponseSchema,
  rankingResponseSchema,
} from '#domain/schemas/fans.ts';
import { requireViewer } from '#server/auth/guard.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { getFanSettings, getFollowState, setFollowing, updateFanSettings } from './follow-service.ts';
import { getRanking } from './ranking-service.ts';

const tags = ['fans'];

export const fanRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  endpointRoute(
    app,
    fanEndpoints.ranking,
    { config: { access: 'public' }, schema: { tags, response: rankingResponseSchema } },
    async () => getRanking(deps),
  );

  const follow = { params: followParamsSchema, response: followStateResponseSchema };
  endpointRoute(
    app,
    fanEndpoints.followState,
    { config: { access: 'user' }, schema: { tags, ...follow } },
    (request) => getFollowState(deps, requireViewer(request), request.params.username),
  );
  endpointRoute(
    app,
    fanEndpoints.follow,
    { config: { access: 'user' }, schema: { tags, ...follow } },
    (request) => setFollowing(deps, requireViewer(request), request.params.username, true),
  );
  endpointRoute(
    app,
    fanEndpoints.unfollow,
    { config: { access: 'user' }, schema: { tags, ...follow } },
    (request) => setFollowing(deps, requireViewer(request), request.params.username, false),
  );

  endpointRoute(
    app,
    fanEndpoints.settings,
    { config: { access: 'user' }, schema: { tags, response: fanSettingsResponseSchema } },
    async (request) => ({ settings: await getFanSettings(deps, requireViewer(request).id) }),
  );
  endpointRoute(
    app,
    fanEndpoints.updateSettings,
    {
      config: { access: 'user' },
      schema: { tags, body: fanSettingsUpdateSchema, response: fanSettingsResponseSchema },
    },
    async (request) => ({ settings: await updateFanSettings(deps, requireViewer(request).id, request.body) }),
  );
};
