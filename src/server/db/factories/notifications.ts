import type { DbOrTx } from '#server/db/client.ts';
import { notifications } from '#server/db/schema.ts';

export type NotificationOverrides = Partial<typeof notifications.$inferInsert> & { userId: string };

/** Inserts an in-app notification (unread unless `readAt` is given). */
export async function createNotification(db: DbOrTx, overrides: NotificationOverrides) {
  const [row] = await db
    .insert(notifications)
    .values({
      type: 'battle_started',
      title: 'Sua batalha começou!',
      body: 'A votação está aberta.',
      link: null,
      ...overrides,
    })
    .returning();
  return row!;
}
