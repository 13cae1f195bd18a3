import { and, eq, gt, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { UserSearchResult } from '#domain/schemas/admin-battles.ts';
import type { SortDir } from '#domain/schemas/admin-lists.ts';
import type { AdminUserRow, AdminUserSort, AdminUserStatusFilter } from '#domain/schemas/admin-users.ts';
import type { Role } from '#domain/schemas/common.ts';
import {
  type KeyedRow,
  keysetCondition,
  keysetOrder,
  type PageRequest,
  type SortKey,
  sortValueColumn,
} from '#server/admin/shared/keyset.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';
import { bans, profiles, session, user, userRoles } from '#server/db/schema.ts';
import { contains, profileSearchText, searchNeedle } from '#server/db/search-text.ts';

export type StaffRole = 'moderator' | 'admin';

/**
 * A users-table row as SQL reads it: the answer's own names (userRowsQuery aliases them), with the
 * values only the service finishes: the role ('user' when there is none) and the timestamps.
 */
export type UserListRow = Omit<AdminUserRow, 'role' | 'createdAt' | 'banExpiresAt'> & {
  role: StaffRole | null;
  createdAt: Date | string;
  banExpiresAt: Date | string | null;
};

/** The users list's sort columns, each served by an index on (key, id) of one table. */
export const USER_SORT_KEYS: Record<AdminUserSort, SortKey> = {
  created: { key: sql`u.created_at`, id: sql`u.id`, type: 'timestamp' },
  name: { key: sql`lower(p.username)`, id: sql`p.id`, type: 'text' },
  email: { key: sql`u.email`, id: sql`u.id`, type: 'text' },
  battles: { key: sql`p.battles_count`, id: sql`p.id`, type: 'int' },
};

const activeBanOf = (userId: SQL, now: Date) => sql`
  bans.user_id = ${userId} AND bans.revoked_at IS NULL
  AND (bans.expires_at IS NULL OR bans.expires_at > ${now.toISOString()}::timestamptz)`;

export interface UserListFilter {
  q?: string | undefined;
  role?: Role | undefined;
  status?: AdminUserStatusFilter | undefined;
}

/**
 * One page of user ids with their sort values (the SQL alone): filters and keyset only, so the
 * planner walks the sort's (key, id) index; userRowsByIds then reads the page's rows.
 */
export function userPageQuery(
  filter: UserListFilter,
  sort: AdminUserSort,
  dir: SortDir,
  page: PageRequest,
  now: Date,
): SQL {
  const key = USER_SORT_KEYS[sort];
  const needle = filter.q ? searchNeedle(filter.q) : '';
  const role =
    filter.role === undefined
      ? sql``
      : filter.role === 'user'
        ? sql`AND NOT EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id)`
        : sql`AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = ${filter.role})`;
  const status =
    filter.status === undefined
      ? sql``
      : sql`AND ${sql.raw(filter.status === 'banned' ? '' : 'NOT')} EXISTS (SELECT 1 FROM bans WHERE ${activeBanOf(sql`u.id`, now)})`;
  return sql`
    SELECT u.id, ${sortValueColumn(key)}
    FROM "user" u JOIN profiles p ON p.id = u.id
    WHERE true
      ${needle ? sql`AND ${contains(profileSearchText, needle)}` : sql``}
      ${role} ${status}
      ${keysetCondition(key, dir, page)}
    ${keysetOrder(key, dir, page)}`;
}

export type UserPageRow = Pick<typeof user.$inferSelect, 'id'> & KeyedRow;

export function listUserPage(
  db: DbOrTx,
  filter: UserListFilter,
  sort: AdminUserSort,
  dir: SortDir,
  page: PageRequest,
  now: Date,
): Promise<UserPageRow[]> {
  return queryRows<UserPageRow>(db, userPageQuery(filter, sort, dir, page, now));
}

/** The listed users of `ids` with role, active ban and battles count, in that order (the SQL alone). */
export function userRowsQuery(ids: string[], now: Date): SQL {
  return sql`
    SELECT u.id AS "userId", u.email, p.username, p.pix_key AS "pixKey", p.pix_key_type AS "pixKeyType",
           coalesce((SELECT jsonb_agg(o.username ORDER BY o.created_at, o.id) FROM profiles o
                     WHERE o.username_skeleton = p.username_skeleton AND o.id <> p.id),
                    '[]'::jsonb) AS "lookalikeUsernames",
           p.instagram_handle AS "instagramHandle", p.profile_picture_url AS "profilePictureUrl",
           r.role, u.created_at AS "createdAt", b.reason AS "banReason", b.expires_at AS "banExpiresAt",
           (b.id IS NOT NULL) AS "isBanned", p.battles_count AS "battlesParticipatedCount"
    FROM "user" u
    JOIN profiles p ON p.id = u.id
    LEFT JOIN user_roles r ON r.user_id = u.id
    LEFT JOIN LATERAL (
      SELECT id, reason, expires_at FROM bans WHERE ${activeBanOf(sql`u.id`, now)}
      ORDER BY bans.created_at DESC LIMIT 1
    ) b ON true
    WHERE u.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`;
}

export async function userRowsByIds(db: DbOrTx, ids: string[], now: Date): Promise<UserListRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<UserListRow>(db, userRowsQuery(ids, now));
  const byId = new Map(rows.map((r) => [r.userId, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The users page's stats cards in one statement (every user with a profile). */
export function userStatsQuery(now: Date): SQL {
  return sql`
    SELECT (SELECT count(*) FROM profiles) AS total,
           (SELECT count(DISTINCT bans.user_id) FROM bans JOIN profiles p ON p.id = bans.user_id
             WHERE ${activeBanOf(sql`bans.user_id`, now)}) AS banned,
           (SELECT count(*) FROM user_roles r JOIN profiles p ON p.id = r.user_id WHERE r.role = 'admin') AS admins,
           (SELECT count(*) FROM user_roles r JOIN profiles p ON p.id = r.user_id WHERE r.role = 'moderator') AS moderators`;
}

export async function userStats(db: DbOrTx, now: Date) {
  const [row] = await queryRows<Record<'total' | 'banned' | 'admins' | 'moderators', number | string>>(
    db,
    userStatsQuery(now),
  );
  const n = (v: number | string | undefined) => Number(v ?? 0);
  return {
    total: n(row?.total),
    banned: n(row?.banned),
    admins: n(row?.admins),
    moderators: n(row?.moderators),
  };
}

/** A picker's result as SQL reads it (userSearchQuery aliases the answer's names), its date unfinished. */
export type SearchRow = Omit<UserSearchResult, 'createdAt'> & { createdAt: Date | string };

/**
 * The pickers' search (same match as the list), by name, at most `limit`; with `battleId`, whether
 * each user's entry in it (the SQL alone).
 */
export function userSearchQuery(needle: string, limit: number, battleId?: string): SQL {
  const entry = battleId
    ? sql`(SELECT CASE WHEN bp.disqualified_at IS NULL THEN 'taking-part' ELSE 'disqualified' END
           FROM battle_event_participants bp WHERE bp.battle_event_id = ${battleId} AND bp.user_id = u.id)`
    : sql`NULL::text`;
  return sql`
    SELECT u.id, p.username, u.email, p.profile_picture_url AS "profilePictureUrl",
           p.instagram_handle AS "instagramHandle", u.created_at AS "createdAt",
           p.battles_count AS "battlesParticipatedCount", ${entry} AS "battleEntry"
    FROM "user" u JOIN profiles p ON p.id = u.id
    WHERE ${contains(profileSearchText, needle)}
    ORDER BY lower(p.username), p.id
    LIMIT ${limit}`;
}

export function searchUsers(
  db: DbOrTx,
  needle: string,
  limit: number,
  battleId?: string,
): Promise<SearchRow[]> {
  return queryRows<SearchRow>(db, userSearchQuery(needle, limit, battleId));
}

export interface TargetUser {
  id: string;
  email: string;
  username: string | null;
  role: StaffRole | null;
}

export async function findTargetUser(db: DbOrTx, userId: string): Promise<TargetUser | null> {
  const rows = await db
    .select({ id: user.id, email: user.email, username: profiles.username, role: userRoles.role })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findTargetUserByEmail(db: DbOrTx, email: string): Promise<TargetUser | null> {
  const rows = await db
    .select({ id: user.id, email: user.email, username: profiles.username, role: userRoles.role })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(sql`lower(${user.email}) = lower(${email})`)
    .limit(1);
  return rows[0] ?? null;
}

/** Replaces the user's one role; 'user' leaves no row. */
export async function replaceRole(
  db: DbOrTx,
  userId: string,
  role: StaffRole | 'user',
  grantedBy: string | null,
): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (role !== 'user') await db.insert(userRoles).values({ userId, role, grantedBy });
}

export async function insertBan(
  db: DbOrTx,
  ban: { userId: string; reason: string; bannedBy: string; expiresAt: Date | null; createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(bans).values(ban).returning({ id: bans.id });
  return row!.id;
}

/** Revokes every active ban of the user; returns the ids of those revoked. */
export async function revokeActiveBans(
  db: DbOrTx,
  input: { userId: string; now: Date; revokedBy: string; reason: string },
): Promise<string[]> {
  const rows = await db
    .update(bans)
    .set({ revokedAt: input.now, revokedBy: input.revokedBy, revokeReason: input.reason })
    .where(
      and(
        eq(bans.userId, input.userId),
        isNull(bans.revokedAt),
        or(isNull(bans.expiresAt), gt(bans.expiresAt, input.now)),
      ),
    )
    .returning({ id: bans.id });
  return rows.map((r) => r.id);
}

/** Ends every session of the user, so a ban or deletion bites on their next request. */
export async function deleteSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}

/** Every profile whose look-alike key another profile shares, grouped by key, oldest first. */
export async function listLookalikeRows(db: DbOrTx) {
  const shared = db
    .select({ key: profiles.usernameSkeleton })
    .from(profiles)
    .where(isNotNull(profiles.usernameSkeleton))
    .groupBy(profiles.usernameSkeleton)
    .having(sql`count(*) > 1`);
  return db
    .select({
      nameKey: profiles.usernameSkeleton,
      userId: profiles.id,
      username: profiles.username,
      createdAt: user.createdAt,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(inArray(profiles.usernameSkeleton, shared))
    .orderBy(profiles.usernameSkeleton, profiles.usernameSkeletonDup, user.createdAt, profiles.id);
}
