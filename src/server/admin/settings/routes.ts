import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsEndpoints } from '#domain/endpoints/admin-settings.ts';
import { adminSettingsSchema, updateSettingsRequestSchema } from '#domain/schemas/admin-settings.ts';
import { requireViewer } from '#server/auth/guard.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { changeSettings, readSettings } from './service.ts';

const tags = ['admin-settings'];
const master = { access: 'master' } as const;

export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  endpointRoute(
    app,
    adminSettingsEndpoints.get,
    { config: master, schema: { tags, response: adminSettingsSchema } },
    async () => readSettings(deps),
  );

  endpointRoute(
    app,
    adminSettingsEndpoints.update,
    { config: master, schema: { tags, body: updateSettingsRequestSchema, response: adminSettingsSchema } },
    async (request) => changeSettings(deps, requireViewer(request), request.body),
  );
};
