import { and, eq, getTableColumns, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { BattleStatus } from '#domain/battles/battle-status.ts';
import type { ProfileCard } from '#domain/schemas/profiles.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { battleParticipants, battles, profiles, user } from '#server/db/schema.ts';
import { participantVotesTotal } from '#server/db/vote-totals.ts';

/**
 * A profile with its owner's e-mail: every column, so a column added to the table reaches the
 * service (and, through the domain schemas, the answers) without a change here.
 */
const profileColumns = { ...getTableColumns(profiles), email: user.email };
export type ProfileRow = typeof profiles.$inferSelect & { email: string };

export async function findProfileById(db: DbOrTx, userId: string): Promise<ProfileRow | null> {
  const rows = await db
    .select(profileColumns)
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** A profile by username (case-insensitive), unless its owner is currently banned (or deleted). */
export async function findVisibleProfileByUsername(
  db: DbOrTx,
  username: string,
  now: Date,
): Promise<ProfileRow | null> {
  const rows = await db
    .select(profileColumns)
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(
      sql`lower(${profiles.username}) = lower(${username}) AND NOT EXISTS (
        SELECT 1 FROM bans b WHERE b.user_id = ${profiles.id} AND b.revoked_at IS NULL
        AND (b.expires_at IS NULL OR b.expires_at > ${now.toISOString()}::timestamptz))`,
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The same name in any case, or a look-alike of it (the same name key), held by another user. */
export async function usernameTakenByOther(
  db: DbOrTx,
  username: string,
  nameKey: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      sql`(lower(${profiles.username}) = lower(${username}) OR ${profiles.usernameSkeleton} = ${nameKey})
          AND ${profiles.id} <> ${userId}`,
    )
    .limit(1);
  return rows.length > 0;
}

/** The profile columns an edit may set (`undefined` leaves one as it is). */
export type ProfileChanges = {
  [K in Exclude<keyof typeof profiles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>]?:
    | (typeof profiles.$inferInsert)[K]
    | undefined;
};

export async function updateProfileRow(db: DbOrTx, userId: string, changes: ProfileChanges, now: Date) {
  await db
    .update(profiles)
    .set({ ...changes, updatedAt: now })
    .where(eq(profiles.id, userId));
}

/** Battle rows keep a copy of the participant's name and picture; they follow the profile. */
export async function updateParticipantIdentity(
  db: DbOrTx,
  userId: string,
  identity: { username: string; avatarUrl: string | null },
) {
  await db
    .update(battleParticipants)
    .set({ username: identity.username, avatarUrl: identity.avatarUrl })
    .where(eq(battleParticipants.userId, userId));
}

export interface ParticipationRow {
  battleId: string;
  slug: string | null;
  title: string;
  status: BattleStatus;
  startTime: Date | null;
  endTime: Date;
  participantsCount: number;
  maxParticipants: number | null;
  votesCount: number;
  joinedAt: Date;
}

/**
 * Every battle the user takes part in that the public may see (not one awaiting approval), oldest end
 * first (the order win streaks are counted in).
 */
export async function listParticipations(db: DbOrTx, userId: string): Promise<ParticipationRow[]> {
  return db
    .select({
      battleId: battles.id,
      slug: battles.slug,
      title: battles.title,
      status: battles.status,
      startTime: battles.startTime,
      endTime: battles.endTime,
      participantsCount: battles.participantsCount,
      maxParticipants: battles.maxParticipants,
      votesCount: participantVotesTotal,
      joinedAt: battleParticipants.joinedAt,
    })
    .from(battleParticipants)
    .innerJoin(battles, eq(battles.id, battleParticipants.battleEventId))
    .where(
      and(
        eq(battleParticipants.userId, userId),
        ne(battles.status, 'pending'),
        // A disqualified entry is out of the battle's ranking and count, so out of the profile's too.
        isNull(battleParticipants.disqualifiedAt),
      ),
    )
    .orderBy(battles.endTime, battles.id);
}

export interface TallyRow {
  battleId: string;
  userId: string;
  votesCount: number;
}

export async function listTallies(db: DbOrTx, battleIds: string[]): Promise<TallyRow[]> {
  if (battleIds.length === 0) return [];
  return db
    .select({
      battleId: battleParticipants.battleEventId,
      userId: battleParticipants.userId,
      votesCount: participantVotesTotal,
    })
    .from(battleParticipants)
    .where(
      and(inArray(battleParticipants.battleEventId, battleIds), isNull(battleParticipants.disqualifiedAt)),
    );
}

/** People who joined battles most recently (one row each, as the profile cards show them), banned accounts left out. */
export async function listRecentParticipants(
  db: DbOrTx,
  excludeUserId: string | null,
  limit: number,
  now: Date,
): Promise<ProfileCard[]> {
  return db
    .select({
      username: profiles.username,
      profilePictureUrl: profiles.profilePictureUrl,
      battlesJoined: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(battleParticipants)
    .innerJoin(profiles, eq(profiles.id, battleParticipants.userId))
    .where(
      and(
        excludeUserId === null ? undefined : ne(battleParticipants.userId, excludeUserId),
        sql`NOT EXISTS (
          SELECT 1 FROM bans b WHERE b.user_id = ${profiles.id} AND b.revoked_at IS NULL
          AND (b.expires_at IS NULL OR b.expires_at > ${now.toISOString()}::timestamptz))`,
      ),
    )
    .groupBy(profiles.id, profiles.username, profiles.profilePictureUrl)
    .orderBy(sql`max(${battleParticipants.joinedAt}) DESC`, profiles.username)
    .limit(limit);
}
