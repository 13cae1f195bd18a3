import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** Without ids every unread notification of the user is marked read. */
export const markNotificationsReadRequestSchema = z.object({
  ids: z.array(z.uuid()).max(100).optional(),
});
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequestSchema>;
/** The body may be left out altogether: every notification is marked read. */
export const markNotificationsReadBodySchema = markNotificationsReadRequestSchema.optional();

export const markNotificationsReadResponseSchema = z.object({ unreadCount: z.number().int() });
