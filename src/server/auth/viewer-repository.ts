import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { notifications, profiles, user, userRoles, wallets } from '#server/db/schema.ts';

export interface ViewerRow {
  id: string;
  email: string;
  username: string | null;
  pixKey: string | null;
  instagramHandle: string | null;
  profilePictureUrl: string | null;
  role: 'moderator' | 'admin' | null;
  balance: number | null;
  /** The user's last vote (user_credits), for the next vote's time on a battle page. */
  lastVoteAt: Date | null;
  dailyClaimedDay: string | null;
}

/** Everything the guard and the header need about the signed-in user, in one query. */
/** The viewer's columns (a ViewerRow), read with user, profiles, user_roles and wallets joined. */
export const viewerColumns = {
  id: user.id,
  email: user.email,
  username: profiles.username,
  pixKey: profiles.pixKey,
  instagramHandle: profiles.instagramHandle,
  profilePictureUrl: profiles.profilePictureUrl,
  role: userRoles.role,
  balance: wallets.balance,
  lastVoteAt: wallets.lastVoteAt,
  dailyClaimedDay: wallets.dailyClaimedDay,
};

export async function findViewer(db: DbOrTx, userId: string): Promise<ViewerRow | null> {
  const rows = await db
    .select(viewerColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .leftJoin(wallets, eq(wallets.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

export interface SessionViewerRow extends ViewerRow {
  sessionExpiresAt: Date;
  ban: { reason: string; bannedByUsername: string | null; expiresAt: Date | null } | null;
  /** Unread notifications, when asked for (a page's header shows them). */
  unreadNotifications: number | null;
  /**
   * When asked for a battle (by id or slug): that battle's id and the fighters the viewer voted
   * for there, so that the battle's read needs no statement of its own.
   */
  votedIn: { battleId: string; participantUserIds: string[] } | null;
}

export async function countUnreadNotifications(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}
