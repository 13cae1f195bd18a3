import type { NotificationListResponse } from '#domain/schemas/notifications.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { notifications } from '#server/db/schema.ts';
import type { AppDeps } from '#server/deps.ts';
import { countUnread, listForUser, markRead } from './repository.ts';

export type NotificationType =
  | 'battle_started'
  | 'battle_finished'
  | 'battle_won'
  | 'credits_adjusted'
  | 'participant_added'
  | 'participant_removed'
  | 'vote_refund'
  | 'participant_disqualified'
  | 'prize_paid'
  | 'participant_restored'
  | 'participant_not_restored'
  | 'battle_result'
  | 'fighter_back'
  | 'followed_joined'
  | 'battle_closing';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  link?: string | null;
  /** Same key for the same user is stored once: lets jobs re-run safely. */
  dedupeKey?: string | null;
}

/** Stores in-app notifications inside the caller's transaction. */
export async function notify(tx: DbOrTx, items: NewNotification | NewNotification[]): Promise<void> {
  const rows = Array.isArray(items) ? items : [items];
  if (rows.length === 0) return;
  await tx.insert(notifications).values(rows).onConflictDoNothing();
}

const LIST_LIMIT = 30;

/** The user's latest notifications, newest first, with the unread count the bell shows. */
export async function listNotifications(deps: AppDeps, userId: string): Promise<NotificationListResponse> {
  const [rows, unreadCount] = await Promise.all([
    listForUser(deps.db, userId, LIST_LIMIT),
    countUnread(deps.db, userId),
  ]);
  return {
    notifications: rows.map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      body: r.body,
      link: r.link,
      readAt: r.readAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    unreadCount,
  };
}

/** Marks the user's own notifications read (all unread when `ids` is omitted); returns the new count. */
export async function markNotificationsRead(
  deps: AppDeps,
  userId: string,
  ids: string[] | undefined,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await markRead(tx, userId, ids, deps.clock());
    return countUnread(tx, userId);
  });
}
