import {
  and,
  asc,
  desc,
  eq,
  exists,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  lte,
  ne,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { ARENA_GROUP } from '#domain/arena-order.ts';
import type { BattleEntry } from '#domain/battle-entry.ts';
import { containsPattern, type LookupStrategy } from '#domain/battle-lookup.ts';
import { DEFAULT_DISPLAY_MAX_PARTICIPANTS } from '#domain/battle-status.ts';
import type { BattleTab } from '#domain/battle-tabs.ts';
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
import { participantVotesTotal, participantVotesTotalOf } from '#server/db/vote-totals.ts';
import type { ListCursor } from './list-cursor.ts';

export type BattleRow = typeof battles.$inferSelect;
export type StoredStatus = BattleRow['status'];

export type ListedBattleRow = BattleRow & {
  /** The battle's arena group and the time it sorts by within it (list-cursor.ts): the keyset of the next page. */
  arenaGroup: number;
  arenaKey: string;
};

/** The pieces of the derived display status (battle-status.ts) at `now`, in SQL. */
function statusParts(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const be = battles;
  const started = sql`(${be.status} = 'scheduled' AND ${be.startTime} <= ${at})`;
  const ended = sql`${be.endTime} <= ${at}`;
  const full = sql`${be.participantsCount} >= coalesce(${be.maxParticipants}, ${DEFAULT_DISPLAY_MAX_PARTICIPANTS})`;
  const waitingLike = sql`(${be.status} = 'waiting' OR ${started})`;
  const finished = sql`(${be.status} = 'finished'
    OR (${be.status} IN ('waiting', 'ready', 'active') AND ${ended}) OR (${started} AND ${ended}))`;
  const scheduled = sql`(${be.status} = 'scheduled' AND (${be.startTime} IS NULL OR ${be.startTime} > ${at}))`;
  return { at, started, ended, full, waitingLike, finished, scheduled };
}

/** The `tab` condition at `now`: SQL of the derived display status (battle-status.ts), per tab. */
function tabCondition(tab: BattleTab, now: Date): SQL {
  const be = battles;
  const { ended, full, waitingLike, finished, scheduled } = statusParts(now);
  switch (tab) {
    case 'open':
      return sql`(${be.status} IN ('waiting', 'scheduled') AND ${waitingLike} AND NOT ${full} AND NOT ${ended})`;
    case 'running':
      return sql`(${be.status} IN ('waiting', 'scheduled', 'ready', 'active') AND NOT ${ended}
        AND (${be.status} IN ('ready', 'active') OR (${waitingLike} AND ${full})))`;
    case 'scheduled':
      return scheduled;
    case 'finished':
      return finished;
  }
}

/**
 * The arena order at `now` (domain/arena-order.ts arenaPosition, in SQL) of a battle that is not
 * finished: its group (0 running, 1 open, 2 scheduled) and the time it sorts by (its end; a
 * scheduled one its start). Finished battles (group 3) are read apart, most recently ended first.
 */
function liveOrder(now: Date): { group: SQL<number>; sortAt: SQL } {
  const be = battles;
  const { full, scheduled } = statusParts(now);
  return {
    group: sql<number>`(CASE WHEN ${scheduled} THEN 2 WHEN ${be.status} IN ('ready', 'active') OR ${full} THEN 0 ELSE 1 END)`,
    sortAt: sql`(CASE WHEN ${scheduled} THEN coalesce(${be.startTime}, ${be.endTime}) ELSE ${be.endTime} END)`,
  };
}

/** A timestamp with its microseconds as ISO text in UTC (a JS Date would round them away). */
const isoMicros = (at: SQL | typeof battles.endTime) =>
  sql<string>`to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Battles whose title, or a fighter's current name, contains `text` (any case). Both sides are
 * looked up through their trigram indexes (drizzle/0008_arena-search.sql) and the few matching ids
 * joined back, instead of testing every battle newest first: with 10k battles and 100k profiles a
 * rare name costs under a millisecond rather than a scan of every profile.
 */
function searchCondition(text: string): SQL {
  const pattern = containsPattern(text);
  return sql`${battles.id} IN (
    SELECT b.id FROM ${battles} b WHERE b.title ILIKE ${pattern}
    UNION ALL
    SELECT bp.battle_event_id FROM ${profiles} p
      JOIN ${battleParticipants} bp ON bp.user_id = p.id
     WHERE p.username ILIKE ${pattern})`;
}

export interface ListBattlesOptions {
  onlyUserId: string | null;
  tab: BattleTab | null;
  search: string | null;
  now: Date;
  after: ListCursor | null;
  limit: number;
}

/**
 * One page of the public list: everything but pending, in the arena order (docs/product.md#the-arenas-order)
 * after `after` (the last row of the previous page) when given; `onlyUserId` keeps that user's
 * battles, `tab` one status tab, `search` a title or fighter name. `now` is the instant the order
 * is taken at (the cursor's asOf after the first page). Two reads, the second only when the first
 * does not fill the page: the battles not finished (few: sorted in full), then the finished ones
 * walking battle_events_end_id_idx from the most recent end, so a page costs the same however many
 * battles have finished.
 */
export async function listBattles(db: DbOrTx, options: ListBattlesOptions): Promise<ListedBattleRow[]> {
  const { onlyUserId, after, limit, now } = options;
  const be = battles;
  const { finished } = statusParts(now);
  const base = [ne(be.status, 'pending')];
  if (options.tab) base.push(tabCondition(options.tab, now));
  if (options.search) base.push(searchCondition(options.search));
  if (onlyUserId) {
    base.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(battleParticipants)
          .where(and(eq(battleParticipants.battleEventId, be.id), eq(battleParticipants.userId, onlyUserId))),
      ),
    );
  }
  const columns = getTableColumns(be);
  const rows: ListedBattleRow[] = [];
  const afterGroup = after?.group ?? -1;

  if (options.tab !== 'finished' && afterGroup < ARENA_GROUP.finished) {
    const { group, sortAt } = liveOrder(now);
    const conditions = [...base, sql`NOT ${finished}`];
    if (after) {
      conditions.push(sql`(${group} > ${after.group}::int OR (${group} = ${after.group}::int
        AND (${sortAt}, ${be.id}) > (${after.key}::timestamptz, ${after.id})))`);
    }
    rows.push(
      ...(await db
        .select({ ...columns, arenaGroup: group.mapWith(Number), arenaKey: isoMicros(sortAt) })
        .from(be)
        .where(and(...conditions))
        .orderBy(group, sortAt, asc(be.id))
        .limit(limit)),
    );
  }
  if (rows.length >= limit || (options.tab !== null && options.tab !== 'finished')) return rows;

  const conditions = [...base, finished];
  if (after?.group === ARENA_GROUP.finished) {
    conditions.push(
      sql`${be.endTime} <= ${after.key}::timestamptz`,
      sql`(${be.endTime} < ${after.key}::timestamptz OR ${be.id} > ${after.id})`,
    );
  }
  const finishedRows = await db
    .select({
      ...columns,
      arenaGroup: sql<number>`${ARENA_GROUP.finished}`.mapWith(Number),
      arenaKey: isoMicros(be.endTime),
    })
    .from(be)
    .where(and(...conditions))
    // NULLS LAST as the index has it (drizzle writes desc() so), or the walk would need a sort.
    .orderBy(sql`${be.endTime} DESC NULLS LAST`, asc(be.id))
    .limit(limit - rows.length);
  return [...rows, ...finishedRows];
}

export interface LeaderRow {
  battleId: string;
  userId: string;
  username: string;
  avatarUrl: string | null;
  votesCount: number;
}

/**
 * The top `perBattle` fighters of each battle (votes descending, earlier joiners first, as
 * listParticipants orders them), for a page of cards in one statement. The top is chosen before
 * the profiles are read, so only the shown fighters cost a profile probe; each battle's totals are
 * its participants (battle_participants_battle_user_uq) plus their vote shards.
 */
export async function listLeaders(db: DbOrTx, battleIds: string[], perBattle: number): Promise<LeaderRow[]> {
  if (battleIds.length === 0) return [];
  const values = sql.join(
    battleIds.map((id) => sql`(${id})`),
    sql`, `,
  );
  const rows = await queryRows<{
    battle_id: string;
    user_id: string;
    username: string;
    avatar_url: string | null;
    votes_count: number;
  }>(
    db,
    sql`SELECT b.id AS battle_id, top.user_id, coalesce(p.username, top.username) AS username,
               coalesce(p.profile_picture_url, top.avatar_url) AS avatar_url, top.total AS votes_count
          FROM (VALUES ${values}) AS b(id)
          CROSS JOIN LATERAL (
            SELECT bp.user_id, bp.username, bp.avatar_url, bp.joined_at, bp.id,
                   ${participantVotesTotalOf('bp')} AS total
              FROM battle_event_participants bp
             WHERE bp.battle_event_id = b.id AND bp.disqualified_at IS NULL
             ORDER BY total DESC, bp.joined_at ASC, bp.id ASC
             LIMIT ${perBattle}
          ) top
          LEFT JOIN profiles p ON p.id = top.user_id
         ORDER BY b.id, top.total DESC, top.joined_at ASC, top.id ASC`,
  );
  return rows.map((r) => ({
    battleId: r.battle_id,
    userId: r.user_id,
    username: r.username,
    avatarUrl: r.avatar_url,
    votesCount: Number(r.votes_count),
  }));
}

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
    .prepare('voted_participant_ids');
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
