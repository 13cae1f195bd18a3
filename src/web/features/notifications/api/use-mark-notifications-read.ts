import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationEndpoints } from '#domain/endpoints/notifications.ts';
import type { MeResponse } from '#domain/schemas/auth.ts';
import type {
  MarkNotificationsReadRequest,
  NotificationListResponse,
} from '#domain/schemas/notifications.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function postMarkRead(body: MarkNotificationsReadRequest) {
  return api(notificationEndpoints.markRead, { body });
}

/** POST /api/notifications/read; the bell's count (list and session) drops at once. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMarkRead,
    onSuccess: ({ unreadCount }, body) => {
      const readAt = new Date().toISOString();
      queryClient.setQueryData<NotificationListResponse>(queryKeys.notifications, (old) =>
        old
          ? {
              unreadCount,
              notifications: old.notifications.map((n) =>
                n.readAt === null && (!body.ids || body.ids.includes(n.id)) ? { ...n, readAt } : n,
              ),
            }
          : old,
      );
      queryClient.setQueryData<MeResponse>(queryKeys.me, (old) =>
        old?.user ? { user: { ...old.user, unreadNotifications: unreadCount } } : old,
      );
    },
  });
}
