import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import {
  battles,
  fanVotes,
  notifications,
  profiles,
  session,
  user,
  userRoles,
  wallets,
} from '#server/db/schema.ts';

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
  /**
   * When asked for a battle (by id or slug): that battle's id and the fighters the viewer voted
   * for there, so that the battle's read needs no statement of its own.
   */
  votedIn: { battleId: string; participantUserIds: string[] } | null;
}

interface StatementKind {
  unread: boolean;
  voted: boolean;
}

/** The statement of findViewerBySessionToken, built once per database and kind (see below). */
function viewerBySessionToken(db: Db, { unread: withUnread, voted: withVoted }: StatementKind) {
  const query = db
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
      votedBattleId: withVoted ? sql<string | null>`voted.battle_id` : sql<null>`null::text`,
      votedIds: withVoted ? sql<string[] | null>`voted.participant_user_ids` : sql<null>`null::text[]`,
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
    .$dynamic();
  const name = `viewer_by_session_token${withUnread ? '_unread' : ''}${withVoted ? '_voted' : ''}`;
  if (!withVoted) return query.prepare(name);
  // The battle as getBattleDetail finds it (a slug first, then an id), with this viewer's votes
  // there, read on battle_votes_battle_participant_voter_uq as votedParticipantIds reads them.
  return query
    .leftJoin(
      sql`lateral (
        select b.id as battle_id,
               coalesce((select array_agg(v.participant_user_id) from ${fanVotes} v
                          where v.battle_event_id = b.id and v.voter_user_id = ${user.id}
                            and not v.entry_removed), '{}') as participant_user_ids
          from ${battles} b
         where b.slug = ${sql.placeholder('battle')} or b.id = ${sql.placeholder('battle')}
         order by (b.slug = ${sql.placeholder('battle')}) desc nulls last
         limit 1) as voted`,
      sql`true`,
    )
    .prepare(name);
}

type ViewerStatement = ReturnType<typeof viewerBySessionToken>;
const viewerStatements = new WeakMap<Db, Map<string, ViewerStatement>>();

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
  options: { unreadNotifications?: boolean; votedIn?: string } = {},
): Promise<SessionViewerRow | null> {
  const kind: StatementKind = {
    unread: options.unreadNotifications === true,
    voted: options.votedIn !== undefined,
  };
  const kept = viewerStatements.get(db) ?? new Map<string, ViewerStatement>();
  viewerStatements.set(db, kept);
  const key = `${kind.unread}-${kind.voted}`;
  const statement = kept.get(key) ?? viewerBySessionToken(db, kind);
  kept.set(key, statement);
  const [row] = await statement.execute({ token, now: now.toISOString(), battle: options.votedIn ?? '' });
  if (!row) return null;
  const { banReason, banBy, banExpiresMs, votedBattleId, votedIds, ...viewer } = row;
  return {
    ...viewer,
    votedIn: votedBattleId ? { battleId: votedBattleId, participantUserIds: votedIds ?? [] } : null,
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
