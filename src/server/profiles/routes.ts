import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ownProfileResponseSchema,
  profileUpdateSchema,
  publicProfileResponseSchema,
  recentProfilesResponseSchema,
  usernameParamsSchema,
} from '#domain/schemas/profiles.ts';
import { requireViewer } from '../auth/guard.ts';
import { requestNetwork } from '../http/client-network.ts';
import { getOwnProfile, getPublicProfile, recentProfiles, updateOwnProfile } from './service.ts';

const tags = ['profiles'];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/api/profile',
    { config: { access: 'user' }, schema: { tags, response: { 200: ownProfileResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { profile: await getOwnProfile(deps, requireViewer(request).id) };
    },
  );

  app.patch(
    '/api/profile',
    {
      config: { access: 'user' },
      schema: { tags, body: profileUpdateSchema, response: { 200: ownProfileResponseSchema } },
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

  // Outside /api/profiles/ so that no username (a fighter may call themself 'recent') is shadowed.
  app.get(
    '/api/recent-profiles',
    { config: { access: 'public' }, schema: { tags, response: { 200: recentProfilesResponseSchema } } },
    async (request) => ({ profiles: await recentProfiles(deps, request.viewer?.id ?? null) }),
  );

  app.get(
    '/api/profiles/:username',
    {
      config: { access: 'public' },
      schema: { tags, params: usernameParamsSchema, response: { 200: publicProfileResponseSchema } },
    },
    async (request) => ({ profile: await getPublicProfile(deps, request.params.username) }),
  );
};
