import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AD_BANNER_CACHE_MS } from '#domain/ad-page.ts';
import {
  bannerIdParamsSchema,
  bannerInputSchema,
  bannerListResponseSchema,
  bannerPatchSchema,
  bannerPickQuerySchema,
  bannerPickResponseSchema,
  bannerResponseSchema,
} from '#domain/schemas/banners.ts';
import { requireViewer } from '../auth/guard.ts';
import {
  createBanner,
  editBanner,
  listAllBanners,
  pickPublicBanner,
  removeBanner,
  toggleBanner,
} from './service.ts';

const tags = ['banners'];

/** Advertising is managed by admins (the spec's manage-users permission), with its own refusal. */
const adminOnly = { access: 'admin', forbidden: { notAdmin: 'ADVERTISING_FORBIDDEN' } } as const;

export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/api/banners/pick',
    {
      config: { access: 'public' },
      schema: { tags, querystring: bannerPickQuerySchema, response: { 200: bannerPickResponseSchema } },
    },
    async (request, reply) => {
      const banner = await pickPublicBanner(deps, request.query.position, request.query.page ?? null);
      reply.header('cache-control', `public, max-age=${AD_BANNER_CACHE_MS / 1000}`);
      return { banner };
    },
  );

  app.get(
    '/api/admin/banners',
    { config: adminOnly, schema: { tags, response: { 200: bannerListResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { banners: await listAllBanners(deps) };
    },
  );

  app.post(
    '/api/admin/banners',
    {
      config: adminOnly,
      schema: { tags, body: bannerInputSchema, response: { 201: bannerResponseSchema } },
    },
    async (request, reply) => {
      const banner = await createBanner(deps, requireViewer(request).id, request.body);
      return reply.status(201).send({ banner });
    },
  );

  app.patch(
    '/api/admin/banners/:id',
    {
      config: adminOnly,
      schema: {
        tags,
        params: bannerIdParamsSchema,
        body: bannerPatchSchema,
        response: { 200: bannerResponseSchema },
      },
    },
    async (request) => ({
      banner: await editBanner(deps, requireViewer(request).id, request.params.id, request.body),
    }),
  );

  app.post(
    '/api/admin/banners/:id/toggle',
    {
      config: adminOnly,
      schema: { tags, params: bannerIdParamsSchema, response: { 200: bannerResponseSchema } },
    },
    async (request) => ({ banner: await toggleBanner(deps, requireViewer(request).id, request.params.id) }),
  );

  app.delete(
    '/api/admin/banners/:id',
    { config: adminOnly, schema: { tags, params: bannerIdParamsSchema } },
    async (request, reply) => {
      await removeBanner(deps, requireViewer(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
