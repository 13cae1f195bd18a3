import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileEndpoints } from '#domain/endpoints/profiles.ts';
import {
  ownProfileResponseSchema,
  profileUpdateSchema,
  publicProfileResponseSchema,
  recentProfilesResponseSchema,
  usernameParamsSchema,
} from '#domain/schemas/profiles.ts';
import { requireViewer } from '#server/auth/guard.ts';
import { requestNetwork } from '#server/http/client-network.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { getOwnProfile, getPublicProfile, recentProfiles, updateOwnProfile } from './service.ts';

const tags = ['profiles'];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  endpointRoute(
    app,
    profileEndpoints.own,
    { config: { access: 'user' }, schema: { tags, response: ownProfileResponseSchema } },
    async (request) => ({ profile: await getOwnProfile(deps, requireViewer(request).id) }),
  );

  endpointRoute(
    app,
    profileEndpoints.update,
    {
      config: { access: 'user' },
      schema: { tags, body: profileUpdateSchema, response: ownProfileResponseSchema },
    },
    async (request) => ({
      profile: await updateOwnProfile(
        deps,
        requireViewer(request).id,
        request.body,
        requestNetwork(deps.config, request),
      ),
    }),
  );

  endpointRoute(
    app,
    profileEndpoints.recent,
    { config: { access: 'public' }, schema: { tags, response: recentProfilesResponseSchema } },
    async (request) => ({ profiles: await recentProfiles(deps, request.viewer?.id ?? null) }),
  );

  endpointRoute(
    app,
    profileEndpoints.public,
    {
      config: { access: 'public' },
      schema: { tags, params: usernameParamsSchema, response: publicProfileResponseSchema },
    },
    async (request) => ({ profile: await getPublicProfile(deps, request.params.username) }),
  );
};
