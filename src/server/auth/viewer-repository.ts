import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { notifications, profiles, session, user, userRoles, wallets } from '#server/db/schema.ts';

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
export async function findViewer(db: DbOrTx, userId: string): Promise<ViewerRow | null> {
  const rows = await db
    .select({
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
    })
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
}

/** The statement of findViewerBySessionToken, built once per database and kind (see below). */
function viewerBySessionToken(db: Db, withUnread: boolean) {
  return db
    .select({
      sessionExpiresAt: session.expiresAt,
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
      // Counted on notifications_user_created_idx, only for a page's header (toMe).
      unreadNotifications: withUnread
        ? sql<number>`(select count(*)::int from ${notifications} n where n.user_id = ${user.id} and n.read_at is null)`
        : sql<null>`null::int`,
      banReason: sql<string | null>`ban.reason`,
      banBy: sql<string | null>`ban.banned_by_username`,
      banExpiresMs: sql<number | null>`ban.expires_ms`,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .leftJoin(wallets, eq(wallets.userId, user.id))
    .leftJoin(
      sql`lateral (
        select b.reason, bp.username as banned_by_username,
               (extract(epoch from b.expires_at) * 1000)::float8 as expires_ms
          from bans b left join profiles bp on bp.id = b.banned_by
         where b.user_id = ${user.id} and b.revoked_at is null
           and (b.expires_at is null or b.expires_at > ${sql.placeholder('now')}::timestamptz)
         order by b.created_at desc
         limit 1) as ban`,
      sql`true`,
    )
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare(withUnread ? 'viewer_by_session_token_unread' : 'viewer_by_session_token');
}

type ViewerStatement = ReturnType<typeof viewerBySessionToken>;
const viewerStatements = new WeakMap<Db, { plain?: ViewerStatement; unread?: ViewerStatement }>();

/**
 * The session of a token with its user's viewer fields and active ban (not revoked, not expired, as
 * bans/repository findActiveBan decides), in one statement: the per-request cost of every
 * signed-in call. Built once and prepared (a named statement that PostgreSQL plans once per
 * connection): building it anew cost more of the server's CPU than anything else in a signed-in
 * read (docs/decisions/0020-signed-in-reads.md). Null when no session has this token.
 */
export async function findViewerBySessionToken(
  db: Db,
  token: string,
  now: Date,
  options: { unreadNotifications?: boolean } = {},
): Promise<SessionViewerRow | null> {
  const withUnread = options.unreadNotifications === true;
  const kept = viewerStatements.get(db) ?? {};
  viewerStatements.set(db, kept);
  const kind = withUnread ? 'unread' : 'plain';
  const statement = kept[kind] ?? viewerBySessionToken(db, withUnread);
  kept[kind] = statement;
  const [row] = await statement.execute({ token, now: now.toISOString() });
  if (!row) return null;
  const { banReason, banBy, banExpiresMs, ...viewer } = row;
  return {
    ...viewer,
    ban:
      banReason === null
        ? null
        : {
            reason: banReason,
            bannedByUsername: banBy,
            expiresAt: banExpiresMs === null ? null : new Date(Number(banExpiresMs)),
          },
  };
}

export async function countUnreadNotifications(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}
