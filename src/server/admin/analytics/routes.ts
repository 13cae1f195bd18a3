import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAnalyticsEndpoints } from '#domain/endpoints/admin-analytics.ts';
import { analyticsQuerySchema, analyticsResponseSchema } from '#domain/schemas/admin-analytics.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { analytics } from './service.ts';

export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(
    app,
    adminAnalyticsEndpoints.get,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin-analytics'],
        querystring: analyticsQuerySchema,
        response: analyticsResponseSchema,
      },
    },
    async (request) => analytics(app.deps, request.query.days),
  );
};
