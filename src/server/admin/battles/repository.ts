import { and, asc, count, desc, eq, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../../domain/battle-lookup.ts';
import { DEFAULT_DISPLAY_MAX_PARTICIPANTS } from '../../../domain/battle-status.ts';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import {
  adminVotes,
  bans,
  battleEvents,
  battleParticipants,
  battleSponsors,
  profiles,
} from '../../db/schema.ts';
import { participantVotesTotal, participantVotesTotalOf } from '../../db/vote-totals.ts';

export type BattleRow = typeof battleEvents.$inferSelect;
export type BattleInsert = typeof battleEvents.$inferInsert;
export type SponsorRow = typeof battleSponsors.$inferSelect;

export async function listAllBattles(db: DbOrTx): Promise<BattleRow[]> {
  return db.select().from(battleEvents).orderBy(desc(battleEvents.createdAt), desc(battleEvents.id));
}

export async function findBattle(db: DbOrTx, id: string, forUpdate = false): Promise<BattleRow | null> {
  const query = db.select().from(battleEvents).where(eq(battleEvents.id, id)).limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function listScheduled(db: DbOrTx): Promise<BattleRow[]> {
  return db
    .select()
    .from(battleEvents)
    .where(eq(battleEvents.status, 'scheduled'))
    .orderBy(asc(battleEvents.startTime), asc(battleEvents.id));
}

export async function sponsorsOf(db: DbOrTx, battleIds: string[]): Promise<SponsorRow[]> {
  if (battleIds.length === 0) return [];
  return db
    .select()
    .from(battleSponsors)
    .where(inArray(battleSponsors.battleEventId, battleIds))
    .orderBy(asc(battleSponsors.position), asc(battleSponsors.createdAt));
}

export async function replaceSponsors(
  db: DbOrTx,
  battleId: string,
  sponsors: { name: string; description: string | null; logos: string[] }[],
): Promise<void> {
  await db.delete(battleSponsors).where(eq(battleSponsors.battleEventId, battleId));
  if (sponsors.length === 0) return;
  await db
    .insert(battleSponsors)
    .values(sponsors.map((s, position) => ({ ...s, battleEventId: battleId, position })));
}

export interface StandingRow {
  battleEventId: string;
  userId: string;
  username: string;
  votesCount: number;
  pixKey: string | null;
}

/** Participants of the given battles with their PIX keys, best first (for winners). */
export async function standingsOf(db: DbOrTx, battleIds: string[]): Promise<StandingRow[]> {
  if (battleIds.length === 0) return [];
  return db
    .select({
      battleEventId: battleParticipants.battleEventId,
      userId: battleParticipants.userId,
      username: battleParticipants.username,
      votesCount: participantVotesTotal,
      pixKey: profiles.pixKey,
    })
    .from(battleParticipants)
    .leftJoin(profiles, eq(profiles.id, battleParticipants.userId))
    .where(inArray(battleParticipants.battleEventId, battleIds))
    .orderBy(desc(participantVotesTotal), asc(battleParticipants.joinedAt));
}

export async function usernamesOf(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.id, username: profiles.username })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** Serialises slug choices so two saves of the same title cannot pick the same suffix. */
export async function lockSlugs(db: DbOrTx): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('battle_events.slug'))`);
}

/** Slugs equal to `base` or of the form `base-…`, leaving out the battle being edited. */
export async function takenSlugs(db: DbOrTx, base: string, excludeId: string | null): Promise<Set<string>> {
  const prefix = containsPattern(`${base}-`).slice(1);
  const rows = await db
    .select({ slug: battleEvents.slug })
    .from(battleEvents)
    .where(
      and(
        or(eq(battleEvents.slug, base), like(battleEvents.slug, prefix)),
        excludeId ? ne(battleEvents.id, excludeId) : undefined,
      ),
    );
  return new Set(rows.flatMap((r) => (r.slug ? [r.slug] : [])));
}

export async function battlesWithoutSlug(db: DbOrTx): Promise<Pick<BattleRow, 'id' | 'title'>[]> {
  return db
    .select({ id: battleEvents.id, title: battleEvents.title })
    .from(battleEvents)
    .where(or(isNull(battleEvents.slug), eq(battleEvents.slug, '')))
    .orderBy(asc(battleEvents.createdAt), asc(battleEvents.id));
}

export async function insertBattle(db: DbOrTx, values: BattleInsert): Promise<BattleRow> {
  const [row] = await db.insert(battleEvents).values(values).returning();
  return row!;
}

export async function updateBattle(db: DbOrTx, id: string, patch: Partial<BattleInsert>): Promise<BattleRow> {
  const [row] = await db.update(battleEvents).set(patch).where(eq(battleEvents.id, id)).returning();
  return row!;
}

export async function deleteBattle(db: DbOrTx, id: string): Promise<number> {
  const rows = await db
    .delete(battleEvents)
    .where(eq(battleEvents.id, id))
    .returning({ id: battleEvents.id });
  return rows.length;
}

export interface AdminParticipantRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  username: string;
  avatar_url: string | null;
  instagram_handle: string | null;
  votes_count: number;
  admin_votes_count: number | string;
  joined_at: Date | string;
  is_banned: boolean;
}

export async function listParticipants(
  db: DbOrTx,
  battleId: string,
  now: Date,
  participantId?: string,
): Promise<AdminParticipantRow[]> {
  return queryRows<AdminParticipantRow>(
    db,
    sql`SELECT bp.id, bp.user_id, coalesce(p.username, bp.username) AS username,
               coalesce(p.profile_picture_url, bp.avatar_url) AS avatar_url, p.instagram_handle,
               ${participantVotesTotalOf('bp')} AS votes_count, bp.joined_at,
               (SELECT count(*) FROM ${adminVotes} av
                 WHERE av.battle_event_id = bp.battle_event_id AND av.participant_user_id = bp.user_id) AS admin_votes_count,
               EXISTS (SELECT 1 FROM ${bans} b WHERE b.user_id = bp.user_id AND b.revoked_at IS NULL
                 AND (b.expires_at IS NULL OR b.expires_at > ${now.toISOString()}::timestamptz)) AS is_banned
        FROM ${battleParticipants} bp LEFT JOIN ${profiles} p ON p.id = bp.user_id
        WHERE bp.battle_event_id = ${battleId}
          ${participantId ? sql`AND bp.id::text = ${participantId}` : sql``}
        ORDER BY votes_count DESC, bp.joined_at ASC, bp.id`,
  );
}

export async function findParticipant(db: DbOrTx, battleId: string, participantId: string) {
  const rows = await db
    .select()
    .from(battleParticipants)
    .where(
      and(
        eq(battleParticipants.battleEventId, battleId),
        sql`${battleParticipants.id}::text = ${participantId}`,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function isParticipant(db: DbOrTx, battleId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(battleParticipants)
    .where(and(eq(battleParticipants.battleEventId, battleId), eq(battleParticipants.userId, userId)));
  return (row?.n ?? 0) > 0;
}

/** Takes one seat if the battle is below its maximum; returns the new count, or null when full. */
export async function takeSeat(db: DbOrTx, battleId: string): Promise<number | null> {
  const [row] = await db
    .update(battleEvents)
    .set({ participantsCount: sql`${battleEvents.participantsCount} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(battleEvents.id, battleId),
        sql`${battleEvents.participantsCount} < coalesce(${battleEvents.maxParticipants}, ${DEFAULT_DISPLAY_MAX_PARTICIPANTS})`,
      ),
    )
    .returning({ participantsCount: battleEvents.participantsCount });
  return row ? row.participantsCount : null;
}

export async function releaseSeat(db: DbOrTx, battleId: string): Promise<number> {
  const [row] = await db
    .update(battleEvents)
    .set({
      participantsCount: sql`greatest(${battleEvents.participantsCount} - 1, 0)`,
      updatedAt: new Date(),
    })
    .where(eq(battleEvents.id, battleId))
    .returning({ participantsCount: battleEvents.participantsCount });
  return row?.participantsCount ?? 0;
}

export async function insertParticipant(
  db: DbOrTx,
  values: {
    battleEventId: string;
    userId: string;
    username: string;
    avatarUrl: string | null;
    joinedAt: Date;
  },
): Promise<string> {
  const [row] = await db.insert(battleParticipants).values(values).returning({ id: battleParticipants.id });
  return row!.id;
}

export async function deleteParticipant(db: DbOrTx, battleId: string, participantId: string) {
  const rows = await db
    .delete(battleParticipants)
    .where(
      and(
        eq(battleParticipants.battleEventId, battleId),
        sql`${battleParticipants.id}::text = ${participantId}`,
      ),
    )
    .returning({ userId: battleParticipants.userId, username: battleParticipants.username });
  return rows[0] ?? null;
}

export async function addAdminVote(
  db: DbOrTx,
  input: { battleId: string; participantUserId: string; adminUserId: string; createdAt: Date },
): Promise<number> {
  await db.insert(adminVotes).values({
    battleEventId: input.battleId,
    participantUserId: input.participantUserId,
    adminUserId: input.adminUserId,
    createdAt: input.createdAt,
  });
  const [row] = await db
    .update(battleParticipants)
    .set({ votesCount: sql`${battleParticipants.votesCount} + 1` })
    .where(
      and(
        eq(battleParticipants.battleEventId, input.battleId),
        eq(battleParticipants.userId, input.participantUserId),
      ),
    )
    .returning({ votesCount: participantVotesTotal });
  return row!.votesCount;
}

export async function countAdminVotes(
  db: DbOrTx,
  battleId: string,
  participantUserId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminVotes)
    .where(and(eq(adminVotes.battleEventId, battleId), eq(adminVotes.participantUserId, participantUserId)));
  return row?.n ?? 0;
}

export interface SearchRow extends Record<string, unknown> {
  id: string;
  username: string;
  email: string;
  profile_picture_url: string | null;
  instagram_handle: string | null;
  created_at: Date | string;
  battles_count: number | string;
}

/** Case-insensitive substring over e-mail, username, id, PIX key and Instagram; at most `limit`. */
export async function searchUsers(db: DbOrTx, q: string, limit: number): Promise<SearchRow[]> {
  const pattern = containsPattern(q);
  return queryRows<SearchRow>(
    db,
    sql`SELECT u.id, p.username, u.email, p.profile_picture_url, p.instagram_handle, u.created_at,
               (SELECT count(*) FROM battle_event_participants bp WHERE bp.user_id = u.id) AS battles_count
        FROM "user" u JOIN profiles p ON p.id = u.id
        WHERE u.email ILIKE ${pattern} OR p.username ILIKE ${pattern} OR u.id ILIKE ${pattern}
           OR p.pix_key ILIKE ${pattern} OR coalesce(p.instagram_handle, '') ILIKE ${pattern}
        ORDER BY lower(p.username), u.id
        LIMIT ${limit}`,
  );
}

export async function findProfile(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ id: profiles.id, username: profiles.username, profilePictureUrl: profiles.profilePictureUrl })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return rows[0] ?? null;
}
