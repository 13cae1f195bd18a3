import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addModeratorRequestSchema,
  addModeratorResponseSchema,
  moderatorListResponseSchema,
  moderatorParamsSchema,
} from '#domain/schemas/admin-users.ts';
import { requireViewer } from '#server/auth/guard.ts';
import { addModerator, listModerators, removeModerator } from './service.ts';

const tags = ['admin-moderators'];

export const adminModeratorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/api/admin/moderators',
    { config: { access: 'admin' }, schema: { tags, response: { 200: moderatorListResponseSchema } } },
    async () => ({ moderators: await listModerators(deps) }),
  );

  app.post(
    '/api/admin/moderators',
    {
      config: { access: 'admin' },
      schema: { tags, body: addModeratorRequestSchema, response: { 201: addModeratorResponseSchema } },
    },
    async (request, reply) => {
      const moderator = await addModerator(deps, requireViewer(request), request.body.email);
      return reply.status(201).send({ moderator });
    },
  );

  app.delete(
    '/api/admin/moderators/:userId',
    { config: { access: 'admin' }, schema: { tags, params: moderatorParamsSchema } },
    async (request, reply) => {
      await removeModerator(deps, requireViewer(request), request.params.userId);
      return reply.status(204).send();
    },
  );
};
