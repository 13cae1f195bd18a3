import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsSchema, updateSettingsRequestSchema } from '#domain/schemas/admin-settings.ts';
import { requireViewer } from '#server/auth/guard.ts';
import { changeSettings, readSettings } from './service.ts';

const tags = ['admin-settings'];

export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/api/admin/settings',
    { config: { access: 'master' }, schema: { tags, response: { 200: adminSettingsSchema } } },
    async () => readSettings(deps),
  );

  app.put(
    '/api/admin/settings',
    {
      config: { access: 'master' },
      schema: { tags, body: updateSettingsRequestSchema, response: { 200: adminSettingsSchema } },
    },
    async (request) => changeSettings(deps, requireViewer(request), request.body),
  );
};
