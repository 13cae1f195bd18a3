import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsEndpoints } from '#domain/endpoints/settings.ts';
import { publicSettingsSchema } from '#domain/schemas/settings.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { getPublicSettings } from './service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(
    app,
    settingsEndpoints.public,
    {
      config: { access: 'public', allowBanned: true },
      schema: { tags: ['settings'], response: publicSettingsSchema },
    },
    async () => getPublicSettings(app.deps),
  );
};
