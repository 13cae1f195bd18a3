import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationEndpoints } from '#domain/endpoints/notifications.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/notifications: the latest notifications and the unread count. */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.notifications,
    queryFn: ({ signal }) => api(notificationEndpoints.list, {}, { signal }),
  });

/** The bell's list, refreshed every minute and when the tab comes back. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    ...notificationsQuery(),
    enabled,
    staleTime: 30 * 1000,
    refetchInterval: 60 * 1000,
    refetchOnWindowFocus: true,
  });
}
