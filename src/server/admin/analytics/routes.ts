import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, analyticsResponseSchema } from '#domain/schemas/admin-analytics.ts';
import { analytics } from './service.ts';

export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/analytics',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin-analytics'],
        querystring: analyticsQuerySchema,
        response: { 200: analyticsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return analytics(app.deps, request.query.days);
    },
  );
};
