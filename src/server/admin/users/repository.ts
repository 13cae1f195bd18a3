import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { bans, profiles, session, user, userRoles } from '../../db/schema.ts';

export type StaffRole = 'moderator' | 'admin';

export interface UserListRow extends Record<string, unknown> {
  user_id: string;
  email: string;
  username: string;
  pix_key: string;
  instagram_handle: string | null;
  profile_picture_url: string | null;
  role: StaffRole | null;
  created_at: Date | string;
  ban_reason: string | null;
  ban_expires_at: Date | string | null;
  is_banned: boolean;
  battles_count: number | string;
}

/** Every user with a profile, newest first, with role, active ban and battles count. */
export async function listUserRows(db: DbOrTx, now: Date): Promise<UserListRow[]> {
  return queryRows<UserListRow>(
    db,
    sql`
      SELECT u.id AS user_id, u.email, p.username, p.pix_key, p.instagram_handle, p.profile_picture_url,
             r.role, u.created_at, b.reason AS ban_reason, b.expires_at AS ban_expires_at,
             (b.id IS NOT NULL) AS is_banned,
             (SELECT count(*) FROM battle_event_participants bp WHERE bp.user_id = u.id)::int AS battles_count
      FROM "user" u
      JOIN profiles p ON p.id = u.id
      LEFT JOIN user_roles r ON r.user_id = u.id
      LEFT JOIN LATERAL (
        SELECT id, reason, expires_at FROM bans
        WHERE bans.user_id = u.id AND bans.revoked_at IS NULL
          AND (bans.expires_at IS NULL OR bans.expires_at > ${now.toISOString()}::timestamptz)
        ORDER BY bans.created_at DESC LIMIT 1
      ) b ON true
      ORDER BY u.created_at DESC, u.id`,
  );
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

/** Replaces the user's one role (ARCHITECTURE decision 7); 'user' leaves no row. */
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
): Promise<void> {
  await db.insert(bans).values(ban);
}

/** Revokes every active ban of the user; returns how many were revoked. */
export async function revokeActiveBans(
  db: DbOrTx,
  input: { userId: string; now: Date; revokedBy: string; reason: string },
): Promise<number> {
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
  return rows.length;
}

/** Ends every session of the user, so a ban or deletion bites on their next request. */
export async function deleteSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}
