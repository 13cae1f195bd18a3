import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListResponseSchema, auditQuerySchema } from '#domain/schemas/admin-audit.ts';
import { searchAudit } from './service.ts';

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin-audit'],
        querystring: auditQuerySchema,
        response: { 200: auditListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return searchAudit(app.deps, request.query);
    },
  );
};
