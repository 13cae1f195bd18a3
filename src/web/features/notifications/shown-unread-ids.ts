import type { Notification } from '#domain/schemas/notifications.ts';

/** The schema's cap on ids per mark-read request (the list shows fewer anyway). */
export const MARK_READ_MAX_IDS = 100;

/** The ids of the unread notifications a fetched list shows: what opening the bell marks read. */
export function shownUnreadIds(shown: readonly Pick<Notification, 'id' | 'readAt'>[]): string[] {
  return shown
    .filter((n) => n.readAt === null)
    .map((n) => n.id)
    .slice(0, MARK_READ_MAX_IDS);
}
