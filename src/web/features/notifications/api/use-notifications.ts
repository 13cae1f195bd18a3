import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { notificationListResponseSchema } from '#domain/schemas/notifications.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function fetchNotifications(signal?: AbortSignal) {
  return apiGet<z.infer<typeof notificationListResponseSchema>>('/api/notifications', { signal });
}

/** GET /api/notifications: the latest notifications and the unread count, refreshed every minute. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.notifications,
    queryFn: ({ signal }) => fetchNotifications(signal),
    enabled,
    staleTime: 30 * 1000,
    refetchInterval: 60 * 1000,
    refetchOnWindowFocus: true,
  });
}
