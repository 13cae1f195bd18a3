import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBannerEndpoints } from '#domain/endpoints/admin-banners.ts';
import {
  bannerIdParamsSchema,
  bannerInputSchema,
  bannerListResponseSchema,
  bannerPatchSchema,
  bannerResponseSchema,
} from '#domain/schemas/banners.ts';
import { requireViewer } from '#server/auth/guard.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { createBanner, editBanner, listAllBanners, removeBanner, toggleBanner } from './service.ts';

const tags = ['banners'];

/** Advertising is managed by admins (the manage-users permission), with its own refusal. */
const adminOnly = { access: 'admin', forbidden: { notAdmin: 'ADVERTISING_FORBIDDEN' } } as const;

/** The admin's banner management, registered in the admin scope (admin/routes.ts). */
export const adminBannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  endpointRoute(
    app,
    adminBannerEndpoints.list,
    { config: adminOnly, schema: { tags, response: bannerListResponseSchema } },
    async () => ({ banners: await listAllBanners(deps) }),
  );

  endpointRoute(
    app,
    adminBannerEndpoints.create,
    { config: adminOnly, schema: { tags, body: bannerInputSchema, response: bannerResponseSchema } },
    async (request) => ({ banner: await createBanner(deps, requireViewer(request).id, request.body) }),
  );

  endpointRoute(
    app,
    adminBannerEndpoints.update,
    {
      config: adminOnly,
      schema: { tags, params: bannerIdParamsSchema, body: bannerPatchSchema, response: bannerResponseSchema },
    },
    async (request) => ({
      banner: await editBanner(deps, requireViewer(request).id, request.params.id, request.body),
    }),
  );

  endpointRoute(
    app,
    adminBannerEndpoints.toggle,
    { config: adminOnly, schema: { tags, params: bannerIdParamsSchema, response: bannerResponseSchema } },
    async (request) => ({ banner: await toggleBanner(deps, requireViewer(request).id, request.params.id) }),
  );

  endpointRoute(
    app,
    adminBannerEndpoints.remove,
    { config: adminOnly, schema: { tags, params: bannerIdParamsSchema } },
    async (request) => {
      await removeBanner(deps, requireViewer(request).id, request.params.id);
      // A 204: no body.
      return undefined;
    },
  );
};
