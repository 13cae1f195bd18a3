import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardEndpoints } from '#domain/endpoints/admin-dashboard.ts';
import { adminSummarySchema } from '#domain/schemas/admin-dashboard.ts';
import { requireViewer } from '#server/auth/guard.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { summary } from './service.ts';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(
    app,
    adminDashboardEndpoints.summary,
    { config: { access: 'staff' }, schema: { tags: ['admin-dashboard'], response: adminSummarySchema } },
    async (request) => summary(app.deps, requireViewer(request)),
  );
};
