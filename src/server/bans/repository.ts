import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { bans, profiles } from '#server/db/schema.ts';

export interface ActiveBanRow {
  id: string;
  reason: string;
  bannedByUsername: string | null;
  expiresAt: Date | null;
}

/** The user's active ban (not revoked, not expired), newest first; null when none. */
export async function findActiveBan(
  db: DbOrTx,
  userId: string,
  now = new Date(),
): Promise<ActiveBanRow | null> {
  const rows = await db
    .select({
      id: bans.id,
      reason: bans.reason,
      bannedByUsername: profiles.username,
      expiresAt: bans.expiresAt,
    })
    .from(bans)
    .leftJoin(profiles, eq(profiles.id, bans.bannedBy))
    .where(
      and(
        eq(bans.userId, userId),
        isNull(bans.revokedAt),
        or(isNull(bans.expiresAt), gt(bans.expiresAt, now)),
      ),
    )
    .orderBy(desc(bans.createdAt))
    .limit(1);
  return rows[0] ?? null;
}
