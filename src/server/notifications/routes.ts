import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationEndpoints } from '#domain/endpoints/notifications.ts';
import {
  markNotificationsReadBodySchema,
  markNotificationsReadResponseSchema,
  notificationListResponseSchema,
} from '#domain/schemas/notifications.ts';
import { requireViewer } from '#server/auth/guard.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { listNotifications, markNotificationsRead } from './service.ts';

const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  endpointRoute(
    app,
    notificationEndpoints.list,
    { config: { access: 'user' }, schema: { tags, response: notificationListResponseSchema } },
    async (request) => listNotifications(deps, requireViewer(request).id),
  );

  endpointRoute(
    app,
    notificationEndpoints.markRead,
    {
      config: { access: 'user' },
      schema: { tags, body: markNotificationsReadBodySchema, response: markNotificationsReadResponseSchema },
    },
    async (request) => ({
      unreadCount: await markNotificationsRead(deps, requireViewer(request).id, request.body?.ids),
    }),
  );
};
