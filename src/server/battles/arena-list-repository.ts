import { and, asc, eq, exists, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import { ARENA_GROUP } from '#domain/battles/arena-order.ts';
import { containsPattern } from '#domain/battles/battle-lookup.ts';
import { DEFAULT_DISPLAY_MAX_PARTICIPANTS } from '#domain/battles/battle-status.ts';
import type { BattleTab } from '#domain/battles/battle-tabs.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';
import { battleParticipants, battles, profiles } from '#server/db/schema.ts';
import { participantVotesTotalOf } from '#server/db/vote-totals.ts';
import type { ListCursor } from './list-cursor.ts';
import type { BattleRow } from './repository.ts';

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
 * The arena order at `now` (domain/battles/arena-order.ts arenaPosition, in SQL) of a battle that is not
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
