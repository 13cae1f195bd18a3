import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markNotificationsReadRequestSchema,
  markNotificationsReadResponseSchema,
  notificationListResponseSchema,
} from '#domain/schemas/notifications.ts';
import { requireViewer } from '../auth/guard.ts';
import { listNotifications, markNotificationsRead } from './service.ts';

const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/api/notifications',
    { config: { access: 'user' }, schema: { tags, response: { 200: notificationListResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listNotifications(deps, requireViewer(request).id);
    },
  );

  app.post(
    '/api/notifications/read',
    {
      config: { access: 'user' },
      schema: {
        tags,
        body: markNotificationsReadRequestSchema.optional(),
        response: { 200: markNotificationsReadResponseSchema },
      },
    },
    async (request) => ({
      unreadCount: await markNotificationsRead(deps, requireViewer(request).id, request.body?.ids),
    }),
  );
};
