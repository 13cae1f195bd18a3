import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditEndpoints } from '#domain/endpoints/admin-audit.ts';
import { auditListResponseSchema, auditQuerySchema } from '#domain/schemas/admin-audit.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { searchAudit } from './service.ts';

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(
    app,
    adminAuditEndpoints.list,
    {
      config: { access: 'admin' },
      schema: { tags: ['admin-audit'], querystring: auditQuerySchema, response: auditListResponseSchema },
    },
    async (request) => searchAudit(app.deps, request.query),
  );
};
