import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bannerEndpoints } from '#domain/endpoints/banners.ts';
import { AD_BANNER_CACHE_MS } from '#domain/pages/ad-page.ts';
import { bannerPickQuerySchema, bannerPickResponseSchema } from '#domain/schemas/banners.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { pickPublicBanner } from './service.ts';

/** The public slots' banner picks; the admin's banner routes are in admin-routes.ts. */
export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(
    app,
    bannerEndpoints.pick,
    {
      config: { access: 'public' },
      schema: { tags: ['banners'], querystring: bannerPickQuerySchema, response: bannerPickResponseSchema },
    },
    async (request, reply) => {
      const banner = await pickPublicBanner(app.deps, request.query.position, request.query.page ?? null);
      // The same pick for everyone: browsers and proxies may keep it as long as the slots do.
      reply.header('cache-control', `public, max-age=${AD_BANNER_CACHE_MS / 1000}`);
      return { banner };
    },
  );
};
