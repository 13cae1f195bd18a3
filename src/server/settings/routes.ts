import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsSchema } from '#domain/schemas/settings.ts';
import { getPublicSettings } from './service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/public',
    {
      config: { access: 'public', allowBanned: true },
      schema: { tags: ['settings'], response: { 200: publicSettingsSchema } },
    },
    async () => getPublicSettings(app.deps),
  );
};
