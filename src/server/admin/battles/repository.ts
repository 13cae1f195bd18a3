import { and, asc, count, desc, eq, inArray, isNull, like, ne, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '#domain/battles/battle-lookup.ts';
import {
  type BattleStatus,
  battleStatuses,
  DEFAULT_DISPLAY_MAX_PARTICIPANTS,
} from '#domain/battles/battle-status.ts';
import type { PixKeyType } from '#domain/money/pix-key.ts';
import type { AdminBattleSort } from '#domain/schemas/admin-battles.ts';
import type { SortDir } from '#domain/schemas/admin-lists.ts';
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
import {
  battleParticipants,
  battleSlugHistory,
  battleSponsors,
  battles,
  profiles,
  voteFlags,
} from '#server/db/schema.ts';
import { battleSearchText, contains, searchNeedle } from '#server/db/search-text.ts';
import { participantVotesTotal } from '#server/db/vote-totals.ts';

export type BattleRow = typeof battles.$inferSelect;
export type BattleInsert = typeof battles.$inferInsert;
export type SponsorRow = typeof battleSponsors.$inferSelect;

/**
 * The status a battle shows at `now`, in SQL: deriveDisplayStatus (domain/battles/battle-status.ts) step by
 * step, so the list filters and sorts by what the admin sees rather than by the stored status.
 */
export function displayStatusSql(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const started = sql`(b.status = 'scheduled' AND b.start_time IS NOT NULL AND b.start_time <= ${at})`;
  const full = sql`(b.participants_count >= coalesce(b.max_participants, ${DEFAULT_DISPLAY_MAX_PARTICIPANTS}))`;
  return sql`(CASE
    WHEN (b.status IN ('waiting', 'ready', 'active') OR ${started}) AND b.end_time <= ${at} THEN 'finished'
    WHEN (b.status = 'waiting' OR ${started}) AND ${full} THEN 'active'
    WHEN ${started} THEN 'waiting'
    ELSE b.status::text END)`;
}

/** The battles list's sort columns; `id` breaks ties. */
export function battleSortKeys(now: Date): Record<AdminBattleSort, SortKey> {
  const id = sql`b.id`;
  const lifecycle = sql.raw(`ARRAY[${battleStatuses.map((s) => `'${s}'`).join(', ')}]::text[]`);
  return {
    created: { key: sql`b.created_at`, id, type: 'timestamp' },
    title: { key: sql`lower(b.title)`, id, type: 'text' },
    status: { key: sql`array_position(${lifecycle}, ${displayStatusSql(now)})`, id, type: 'int' },
    start: { key: sql`coalesce(b.start_time, '-infinity'::timestamptz)`, id, type: 'timestamp' },
    end: { key: sql`b.end_time`, id, type: 'timestamp' },
    participants: { key: sql`b.participants_count`, id, type: 'int' },
    prize: { key: sql`b.prize_amount`, id, type: 'numeric' },
  };
}

export interface BattleListFilter {
  q?: string | undefined;
  status?: BattleStatus | undefined;
}

/** One page of battle ids with their sort values (the SQL alone); the rows are read by id. */
export function battlePageQuery(
  filter: BattleListFilter,
  sort: AdminBattleSort,
  dir: SortDir,
  page: PageRequest,
  now: Date,
): SQL {
  const key = battleSortKeys(now)[sort];
  const needle = filter.q ? searchNeedle(filter.q) : '';
  const text = needle ? sql`AND (${contains(battleSearchText, needle)} OR b.id = ${needle})` : sql``;
  const status = filter.status ? sql`AND ${displayStatusSql(now)} = ${filter.status}` : sql``;
  return sql`
    SELECT b.id, ${sortValueColumn(key)}
    FROM battle_events b
    WHERE true ${text} ${status} ${keysetCondition(key, dir, page)}
    ${keysetOrder(key, dir, page)}`;
}

export type BattlePageRow = Pick<typeof battles.$inferSelect, 'id'> & KeyedRow;

export function listBattlePage(
  db: DbOrTx,
  filter: BattleListFilter,
  sort: AdminBattleSort,
  dir: SortDir,
  page: PageRequest,
  now: Date,
): Promise<BattlePageRow[]> {
  return queryRows<BattlePageRow>(db, battlePageQuery(filter, sort, dir, page, now));
}

/** The battles of `ids`, in that order. */
export async function battlesByIds(db: DbOrTx, ids: string[]): Promise<BattleRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(battles).where(inArray(battles.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The battle, locked until the transaction ends when `lock` is set. `true` is FOR NO KEY UPDATE:
 * it serializes the staff's writes to one battle (edits, participants, payout, the master's votes)
 * but lets the foreign-key checks of votes and refunds (FOR KEY SHARE on the battle) through, so a
 * vote never waits on an admin edit and a void that refunds never deadlocks with the master's
 * vote. 'update' (FOR UPDATE) is for deleting it.
 */
export async function findBattle(
  db: DbOrTx,
  id: string,
  lock: boolean | 'update' = false,
): Promise<BattleRow | null> {
  const query = db.select().from(battles).where(eq(battles.id, id)).limit(1);
  if (!lock) return (await query)[0] ?? null;
  const rows = await query.for(lock === 'update' ? 'update' : 'no key update');
  return rows[0] ?? null;
}

/** The next `limit` scheduled battles by start (the dashboard card). */
export async function listScheduled(db: DbOrTx, limit: number): Promise<BattleRow[]> {
  return db
    .select()
    .from(battles)
    .where(eq(battles.status, 'scheduled'))
    .orderBy(asc(battles.startTime), asc(battles.id))
    .limit(limit);
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
  pixKeyType: PixKeyType | null;
}

/**
 * Participants of the given battles with their PIX keys, best first (for winners); a disqualified
 * fighter (banned or deleted while the battle was open) is not among them.
 */
export async function standingsOf(db: DbOrTx, battleIds: string[]): Promise<StandingRow[]> {
  if (battleIds.length === 0) return [];
  return db
    .select({
      battleEventId: battleParticipants.battleEventId,
      userId: battleParticipants.userId,
      username: battleParticipants.username,
      votesCount: participantVotesTotal,
      pixKey: profiles.pixKey,
      pixKeyType: profiles.pixKeyType,
    })
    .from(battleParticipants)
    .leftJoin(profiles, eq(profiles.id, battleParticipants.userId))
    .where(
      and(inArray(battleParticipants.battleEventId, battleIds), isNull(battleParticipants.disqualifiedAt)),
    )
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
    .select({ slug: battles.slug })
    .from(battles)
    .where(
      and(
        or(eq(battles.slug, base), like(battles.slug, prefix)),
        excludeId ? ne(battles.id, excludeId) : undefined,
      ),
    );
  // Another battle's former slugs stay its own: an old shared link must not change target.
  const former = await db
    .select({ slug: battleSlugHistory.slug })
    .from(battleSlugHistory)
    .where(
      and(
        or(eq(battleSlugHistory.slug, base), like(battleSlugHistory.slug, prefix)),
        excludeId ? ne(battleSlugHistory.battleEventId, excludeId) : undefined,
      ),
    );
  return new Set([...rows.flatMap((r) => (r.slug ? [r.slug] : [])), ...former.map((r) => r.slug)]);
}

/**
 * A rename: the old slug joins the battle's history (old links redirect), and the new one leaves
 * it (a battle renamed back answers at its slug again).
 */
export async function moveSlug(db: DbOrTx, battleId: string, from: string | null, to: string): Promise<void> {
  await db
    .delete(battleSlugHistory)
    .where(and(eq(battleSlugHistory.slug, to), eq(battleSlugHistory.battleEventId, battleId)));
  if (from && from !== to) {
    await db
      .insert(battleSlugHistory)
      .values({ slug: from, battleEventId: battleId })
      .onConflictDoUpdate({ target: battleSlugHistory.slug, set: { battleEventId: battleId } });
  }
}

export async function battlesWithoutSlug(db: DbOrTx): Promise<Pick<BattleRow, 'id' | 'title'>[]> {
  return db
    .select({ id: battles.id, title: battles.title })
    .from(battles)
    .where(or(isNull(battles.slug), eq(battles.slug, '')))
    .orderBy(asc(battles.createdAt), asc(battles.id));
}

export async function insertBattle(db: DbOrTx, values: BattleInsert): Promise<BattleRow> {
  const [row] = await db.insert(battles).values(values).returning();
  return row!;
}

export async function updateBattle(db: DbOrTx, id: string, patch: Partial<BattleInsert>): Promise<BattleRow> {
  const [row] = await db.update(battles).set(patch).where(eq(battles.id, id)).returning();
  return row!;
}

export async function deleteBattle(db: DbOrTx, id: string): Promise<number> {
  const rows = await db.delete(battles).where(eq(battles.id, id)).returning({ id: battles.id });
  return rows.length;
}

/** Unreviewed vote-review flags per battle (the admin card's badge). */
export async function openFlagCounts(db: DbOrTx, battleIds: string[]): Promise<Map<string, number>> {
  if (battleIds.length === 0) return new Map();
  const rows = await db
    .select({ battleId: voteFlags.battleEventId, n: count() })
    .from(voteFlags)
    .where(and(inArray(voteFlags.battleEventId, battleIds), isNull(voteFlags.reviewedAt)))
    .groupBy(voteFlags.battleEventId);
  return new Map(rows.map((r) => [r.battleId, Number(r.n)]));
}
