import type {
  markNotificationsReadBodySchema,
  markNotificationsReadResponseSchema,
  notificationListResponseSchema,
} from '#domain/schemas/notifications.ts';
import { endpoint } from './endpoint.ts';

export const notificationEndpoints = {
  /** The signed-in user's latest notifications and the unread count. */
  list: endpoint<{ response: typeof notificationListResponseSchema }>()('GET', '/api/notifications'),
  /** Marks the given notifications read (all of them without ids); answers the new unread count. */
  markRead: endpoint<{
    body: typeof markNotificationsReadBodySchema;
    response: typeof markNotificationsReadResponseSchema;
  }>()('POST', '/api/notifications/read'),
};
