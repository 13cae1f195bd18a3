import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { notifications } from '#server/db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export async function listForUser(db: DbOrTx, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's unread notifications read (only the given ones when `ids` is set). */
export async function markRead(
  db: DbOrTx,
  userId: string,
  ids: string[] | undefined,
  now: Date,
): Promise<void> {
  if (ids !== undefined && ids.length === 0) return;
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(ids === undefined ? mine : and(mine, inArray(notifications.id, ids)));
}
