import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, lte, ne, not, or, sql } from 'drizzle-orm';
import type { BattleEntry } from '#domain/battles/battle-entry.ts';
import { containsPattern, type LookupStrategy } from '#domain/battles/battle-lookup.ts';
import { DEFAULT_DISPLAY_MAX_PARTICIPANTS } from '#domain/battles/battle-status.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';
import {
  battleParticipants,
  battleSlugHistory,
  battleSponsors,
  battles,
  fanVotes,
  profiles,
} from '#server/db/schema.ts';
import { statementName } from '#server/db/statement-names.ts';
import { participantVotesTotal } from '#server/db/vote-totals.ts';

export type BattleRow = typeof battles.$inferSelect;
export type StoredStatus = BattleRow['status'];

/**
 * Ids (among `battleIds`) of the battles `userId` takes part in: entries not disqualified, as the
 * count and the listed fighters have them (docs/product.md#joining).
 */
export async function battleIdsJoinedBy(
  db: DbOrTx,
  userId: string,
  battleIds: string[],
): Promise<Set<string>> {
  if (battleIds.length === 0) return new Set();
  const rows = await db
    .select({ id: battleParticipants.battleEventId })
    .from(battleParticipants)
    .where(
      and(
        eq(battleParticipants.userId, userId),
        inArray(battleParticipants.battleEventId, battleIds),
        isNull(battleParticipants.disqualifiedAt),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** One lookup strategy of /battle/{identifier}; partial matches prefer the newest battle. */
export async function findBattleBy(
  db: DbOrTx,
  strategy: LookupStrategy,
  identifier: string,
  includePending: boolean,
): Promise<BattleRow | null> {
  const visible = includePending ? undefined : ne(battles.status, 'pending');
  const match =
    strategy === 'slug'
      ? eq(battles.slug, identifier)
      : strategy === 'id'
        ? eq(battles.id, identifier)
        : strategy === 'former'
          ? inArray(
              battles.id,
              db
                .select({ id: battleSlugHistory.battleEventId })
                .from(battleSlugHistory)
                .where(eq(battleSlugHistory.slug, identifier)),
            )
          : or(
              ilike(battles.slug, containsPattern(identifier)),
              ilike(battles.id, containsPattern(identifier)),
            );
  const rows = await db
    .select()
    .from(battles)
    .where(and(match, visible))
    .orderBy(desc(battles.createdAt))
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
 * The battle's fighter named `username` in any letter case, with the name as it is spelt now (the
 * profile's, else the one kept on the row): one fighter for a share card, not the whole ranking.
 */
export async function findParticipantByUsername(
  db: DbOrTx,
  battleId: string,
  username: string,
): Promise<{ userId: string; username: string } | null> {
  const name = sql<string>`coalesce(${profiles.username}, ${battleParticipants.username})`;
  const rows = await db
    .select({ userId: battleParticipants.userId, username: name })
    .from(battleParticipants)
    .leftJoin(profiles, eq(profiles.id, battleParticipants.userId))
    .where(
      and(
        eq(battleParticipants.battleEventId, battleId),
        isNull(battleParticipants.disqualifiedAt),
        sql`lower(${name}) = lower(${username})`,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
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
  return (
    db
      .select({
        id: battleParticipants.id,
        userId: battleParticipants.userId,
        username: sql<string>`coalesce(${profile.username}, ${battleParticipants.username})`,
        avatarUrl: sql<
          string | null
        >`coalesce(${profile.profilePictureUrl}, ${battleParticipants.avatarUrl})`,
        instagramHandle: profile.instagramHandle,
        votesCount: participantVotesTotal,
        joinedAt: battleParticipants.joinedAt,
      })
      .from(battleParticipants)
      .leftJoinLateral(profile, sql`true`)
      // A disqualified fighter (banned or deleted while the battle was open) is out of the ranking.
      .where(and(eq(battleParticipants.battleEventId, battleId), isNull(battleParticipants.disqualifiedAt)))
      .orderBy(desc(participantVotesTotal), asc(battleParticipants.joinedAt), asc(battleParticipants.id))
  );
}

/** Who was disqualified from the battle: the few fighters whose page says so instead of 'Quero entrar!'. */
export async function listDisqualifiedUserIds(db: DbOrTx, battleId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: battleParticipants.userId })
    .from(battleParticipants)
    .where(and(eq(battleParticipants.battleEventId, battleId), isNotNull(battleParticipants.disqualifiedAt)));
  return rows.map((r) => r.userId);
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

function votedStatement(db: Db) {
  return db
    .select({ participantUserId: fanVotes.participantUserId })
    .from(fanVotes)
    .where(
      and(
        eq(fanVotes.battleEventId, sql.placeholder('battleId')),
        eq(fanVotes.voterUserId, sql.placeholder('voterId')),
        // A vote voided with a removed entry does not stand for the fighter's next entry.
        not(fanVotes.entryRemoved),
      ),
    )
    .prepare(statementName(db, 'voted_participant_ids'));
}

const votedStatements = new WeakMap<Db, ReturnType<typeof votedStatement>>();

/**
 * The fighters `voterId` voted for in the battle: read for every signed-in battle read, so built
 * once and prepared (docs/decisions/0020-signed-in-reads.md).
 */
export async function votedParticipantIds(db: Db, battleId: string, voterId: string): Promise<string[]> {
  const statement = votedStatements.get(db) ?? votedStatement(db);
  votedStatements.set(db, statement);
  const rows = await statement.execute({ battleId, voterId });
  return rows.map((r) => r.participantUserId);
}

/** The user's entry in the battle, if any (one row at most: the unique index). */
export async function findEntry(db: DbOrTx, battleId: string, userId: string): Promise<BattleEntry | null> {
  const [row] = await db
    .select({ disqualifiedAt: battleParticipants.disqualifiedAt })
    .from(battleParticipants)
    .where(and(eq(battleParticipants.battleEventId, battleId), eq(battleParticipants.userId, userId)))
    .limit(1);
  if (!row) return null;
  return row.disqualifiedAt ? 'disqualified' : 'taking-part';
}

/**
 * Takes one seat with a conditional update, so concurrent joins can never overfill: each waits for
 * the row lock and re-checks the count. A battle still stored as scheduled whose start has passed
 * is open too (the job may not have moved it yet). The join that fills the battle stores 'active'
 * and sets start_time to now, as any move to active does (docs/product.md#statuses). Null when no seat was taken.
 */
export async function reserveSeat(
  db: DbOrTx,
  battleId: string,
  now: Date,
): Promise<{ participantsCount: number; status: StoredStatus } | null> {
  const max = sql`coalesce(${battles.maxParticipants}, ${DEFAULT_DISPLAY_MAX_PARTICIPANTS})`;
  const fills = sql`${battles.participantsCount} + 1 >= ${max}`;
  const rows = await db
    .update(battles)
    .set({
      participantsCount: sql`${battles.participantsCount} + 1`,
      status: sql`CASE WHEN ${fills} THEN 'active'::battle_status ELSE 'waiting'::battle_status END`,
      startTime: sql`CASE WHEN ${fills} THEN ${now.toISOString()}::timestamptz ELSE ${battles.startTime} END`,
      updatedAt: now,
    })
    .where(
      and(
        eq(battles.id, battleId),
        sql`${battles.endTime} > ${now.toISOString()}::timestamptz`,
        sql`${battles.participantsCount} < ${max}`,
        or(eq(battles.status, 'waiting'), and(eq(battles.status, 'scheduled'), lte(battles.startTime, now))),
      ),
    )
    .returning({ participantsCount: battles.participantsCount, status: battles.status });
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
    .from(battles)
    .where(
      or(
        and(eq(battles.status, 'scheduled'), lte(battles.startTime, now)),
        and(inArray(battles.status, ['waiting', 'ready', 'active']), lte(battles.endTime, now)),
      ),
    )
    .orderBy(asc(battles.endTime))
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
