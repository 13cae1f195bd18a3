import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSummarySchema } from '#domain/schemas/admin-dashboard.ts';
import { requireViewer } from '#server/auth/guard.ts';
import { summary } from './service.ts';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/summary',
    {
      config: { access: 'staff' },
      schema: { tags: ['admin-dashboard'], response: { 200: adminSummarySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return summary(app.deps, requireViewer(request));
    },
  );
};
