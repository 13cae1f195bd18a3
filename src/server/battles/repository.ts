import { and, asc, desc, eq, exists, getTableColumns, ilike, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { containsPattern, type LookupStrategy } from '../../domain/battle-lookup.ts';
import { DEFAULT_DISPLAY_MAX_PARTICIPANTS } from '../../domain/battle-status.ts';
import type { DbOrTx } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { battleEvents, battleParticipants, battleSponsors, battleVotes, profiles } from '../db/schema.ts';
import { participantVotesTotal } from '../db/vote-totals.ts';
import type { ListCursor } from './list-cursor.ts';

export type BattleRow = typeof battleEvents.$inferSelect;
export type StoredStatus = BattleRow['status'];

export type ListedBattleRow = BattleRow & {
  /** created_at with its microseconds, as ISO text in UTC: the keyset of the next page. */
  cursorAt: string;
};

/**
 * One page of the public list: everything but pending, newest first, after `after` (the last row of
 * the previous page) when given; `onlyUserId` keeps that user's battles. The row comparison on
 * (created_at, id) walks battle_events_created_idx, so a page costs the same however many exist.
 */
export async function listBattles(
  db: DbOrTx,
  options: { onlyUserId: string | null; after: ListCursor | null; limit: number },
): Promise<ListedBattleRow[]> {
  const { onlyUserId, after, limit } = options;
  const conditions = [ne(battleEvents.status, 'pending')];
  if (after) {
    conditions.push(
      sql`(${battleEvents.createdAt}, ${battleEvents.id}) < (${after.createdAt}::timestamptz, ${after.id})`,
    );
  }
  if (onlyUserId) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(battleParticipants)
          .where(
            and(
              eq(battleParticipants.battleEventId, battleEvents.id),
              eq(battleParticipants.userId, onlyUserId),
            ),
          ),
      ),
    );
  }
  return db
    .select({
      ...getTableColumns(battleEvents),
      cursorAt: sql<string>`to_char(${battleEvents.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(battleEvents)
    .where(and(...conditions))
    .orderBy(desc(battleEvents.createdAt), desc(battleEvents.id))
    .limit(limit);
}

/** Ids (among `battleIds`) of the battles `userId` takes part in. */
export async function battleIdsJoinedBy(
  db: DbOrTx,
  userId: string,
  battleIds: string[],
): Promise<Set<string>> {
  if (battleIds.length === 0) return new Set();
  const rows = await db
    .select({ id: battleParticipants.battleEventId })
    .from(battleParticipants)
    .where(and(eq(battleParticipants.userId, userId), inArray(battleParticipants.battleEventId, battleIds)));
  return new Set(rows.map((r) => r.id));
}

/** One lookup strategy of /battle/{identifier}; partial matches prefer the newest battle. */
export async function findBattleBy(
  db: DbOrTx,
  strategy: LookupStrategy,
  identifier: string,
  includePending: boolean,
): Promise<BattleRow | null> {
  const visible = includePending ? undefined : ne(battleEvents.status, 'pending');
  const match =
    strategy === 'slug'
      ? eq(battleEvents.slug, identifier)
      : strategy === 'id'
        ? eq(battleEvents.id, identifier)
        : or(
            ilike(battleEvents.slug, containsPattern(identifier)),
            ilike(battleEvents.id, containsPattern(identifier)),
          );
  const rows = await db
    .select()
    .from(battleEvents)
    .where(and(match, visible))
    .orderBy(desc(battleEvents.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export interface ParticipantRow {
  id: string;
  userId: string;
  username: string;
  avatarUrl: string | null;
  instagramHandle: string | null;
  votesCount: number;
  joinedAt: Date;
}

/**
 * Participants by votes descending (earlier joiners first on equal counts), with profile fields.
 * The profile comes from a LATERAL subquery with LIMIT 1, which the planner cannot turn into a hash
 * join: each participant is one probe of profiles_pkey, however many profiles exist. A plain LEFT
 * JOIN let it scan every profile when its estimates favoured a hash join (bench/README.md, growth).
 */
export async function listParticipants(db: DbOrTx, battleId: string): Promise<ParticipantRow[]> {
  const profile = db
    .select({
      username: profiles.username,
      profilePictureUrl: profiles.profilePictureUrl,
      instagramHandle: profiles.instagramHandle,
    })
    .from(profiles)
    .where(eq(profiles.id, battleParticipants.userId))
    .limit(1)
    .as('profile');
  return db
    .select({
      id: battleParticipants.id,
      userId: battleParticipants.userId,
      username: sql<string>`coalesce(${profile.username}, ${battleParticipants.username})`,
      avatarUrl: sql<string | null>`coalesce(${profile.profilePictureUrl}, ${battleParticipants.avatarUrl})`,
      instagramHandle: profile.instagramHandle,
      votesCount: participantVotesTotal,
      joinedAt: battleParticipants.joinedAt,
    })
    .from(battleParticipants)
    .leftJoinLateral(profile, sql`true`)
    .where(eq(battleParticipants.battleEventId, battleId))
    .orderBy(desc(participantVotesTotal), asc(battleParticipants.joinedAt), asc(battleParticipants.id));
}

export async function listSponsors(db: DbOrTx, battleId: string) {
  return db
    .select({
      id: battleSponsors.id,
      name: battleSponsors.name,
      description: battleSponsors.description,
      logos: battleSponsors.logos,
    })
    .from(battleSponsors)
    .where(eq(battleSponsors.battleEventId, battleId))
    .orderBy(asc(battleSponsors.position), asc(battleSponsors.createdAt));
}

export async function votedParticipantIds(db: DbOrTx, battleId: string, voterId: string): Promise<string[]> {
  const rows = await db
    .select({ participantUserId: battleVotes.participantUserId })
    .from(battleVotes)
    .where(and(eq(battleVotes.battleEventId, battleId), eq(battleVotes.voterUserId, voterId)));
  return rows.map((r) => r.participantUserId);
}

export async function isParticipant(db: DbOrTx, battleId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: battleParticipants.id })
    .from(battleParticipants)
    .where(and(eq(battleParticipants.battleEventId, battleId), eq(battleParticipants.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Takes one seat with a conditional update, so concurrent joins can never overfill: each waits for
 * the row lock and re-checks the count. A battle still stored as scheduled whose start has passed
 * is open too (the job may not have moved it yet). The join that fills the battle stores 'active'
 * and sets start_time to now, as the spec says of any move to active. Null when no seat was taken.
 */
export async function reserveSeat(
  db: DbOrTx,
  battleId: string,
  now: Date,
): Promise<{ participantsCount: number; status: StoredStatus } | null> {
  const max = sql`coalesce(${battleEvents.maxParticipants}, ${DEFAULT_DISPLAY_MAX_PARTICIPANTS})`;
  const fills = sql`${battleEvents.participantsCount} + 1 >= ${max}`;
  const rows = await db
    .update(battleEvents)
    .set({
      participantsCount: sql`${battleEvents.participantsCount} + 1`,
      status: sql`CASE WHEN ${fills} THEN 'active'::battle_status ELSE 'waiting'::battle_status END`,
      startTime: sql`CASE WHEN ${fills} THEN ${now.toISOString()}::timestamptz ELSE ${battleEvents.startTime} END`,
      updatedAt: now,
    })
    .where(
      and(
        eq(battleEvents.id, battleId),
        sql`${battleEvents.endTime} > ${now.toISOString()}::timestamptz`,
        sql`${battleEvents.participantsCount} < ${max}`,
        or(
          eq(battleEvents.status, 'waiting'),
          and(eq(battleEvents.status, 'scheduled'), lte(battleEvents.startTime, now)),
        ),
      ),
    )
    .returning({ participantsCount: battleEvents.participantsCount, status: battleEvents.status });
  return rows[0] ?? null;
}

/** Null when the user already takes part (the unique index decides, even under races). */
export async function insertParticipant(
  db: DbOrTx,
  input: { battleId: string; userId: string; username: string; avatarUrl: string | null; joinedAt: Date },
): Promise<{ id: string } | null> {
  const rows = await db
    .insert(battleParticipants)
    .values({
      battleEventId: input.battleId,
      userId: input.userId,
      username: input.username,
      avatarUrl: input.avatarUrl,
      joinedAt: input.joinedAt,
    })
    .onConflictDoNothing()
    .returning({ id: battleParticipants.id });
  return rows[0] ?? null;
}

/** Battles whose stored status the clock has overtaken: started schedules and ended battles. */
export async function findDueStatusMoves(db: DbOrTx, now: Date): Promise<BattleRow[]> {
  return db
    .select()
    .from(battleEvents)
    .where(
      or(
        and(eq(battleEvents.status, 'scheduled'), lte(battleEvents.startTime, now)),
        and(inArray(battleEvents.status, ['waiting', 'ready', 'active']), lte(battleEvents.endTime, now)),
      ),
    )
    .orderBy(asc(battleEvents.endTime))
    .for('update', { skipLocked: true });
}

/** Moves a battle only if it still has the status the caller saw. */
export async function moveStatus(
  db: DbOrTx,
  battleId: string,
  from: StoredStatus,
  to: StoredStatus,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE battle_events SET status = ${to}::battle_status, updated_at = ${now.toISOString()}::timestamptz
        WHERE id = ${battleId} AND status = ${from}::battle_status RETURNING id`,
  );
  return rows.length > 0;
}
