import { and, asc, count, desc, eq, inArray, isNull, like, ne, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '#domain/battle-lookup.ts';
import {
  type BattleStatus,
  battleStatuses,
  DEFAULT_DISPLAY_MAX_PARTICIPANTS,
} from '#domain/battle-status.ts';
import type { PixKeyType } from '#domain/pix-key.ts';
import type { AdminBattleSort } from '#domain/schemas/admin-battles.ts';
import type { SortDir } from '#domain/schemas/admin-lists.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';
import {
  adminVotes,
  bans,
  battleEvents,
  battleParticipants,
  battleSlugHistory,
  battleSponsors,
  profiles,
  userRoles,
  voteFlags,
} from '#server/db/schema.ts';
import { battleSearchText, contains, searchNeedle } from '#server/db/search-text.ts';
import { participantVotesTotal, participantVotesTotalOf } from '#server/db/vote-totals.ts';
import {
  keysetCondition,
  keysetOrder,
  type PageRequest,
  type SortKey,
  sortValueColumn,
} from '../shared/keyset.ts';

export type BattleRow = typeof battleEvents.$inferSelect;
export type BattleInsert = typeof battleEvents.$inferInsert;
export type SponsorRow = typeof battleSponsors.$inferSelect;

/**
 * The status a battle shows at `now`, in SQL: deriveDisplayStatus (domain/battle-status.ts) step by
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

export interface BattlePageRow extends Record<string, unknown> {
  id: string;
  sort_value: string;
}

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
  const rows = await db.select().from(battleEvents).where(inArray(battleEvents.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findBattle(db: DbOrTx, id: string, forUpdate = false): Promise<BattleRow | null> {
  const query = db.select().from(battleEvents).where(eq(battleEvents.id, id)).limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** The next `limit` scheduled battles by start (the dashboard card). */
export async function listScheduled(db: DbOrTx, limit: number): Promise<BattleRow[]> {
  return db
    .select()
    .from(battleEvents)
    .where(eq(battleEvents.status, 'scheduled'))
    .orderBy(asc(battleEvents.startTime), asc(battleEvents.id))
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
    .select({ slug: battleEvents.slug })
    .from(battleEvents)
    .where(
      and(
        or(eq(battleEvents.slug, base), like(battleEvents.slug, prefix)),
        excludeId ? ne(battleEvents.id, excludeId) : undefined,
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
  disqualified_at: Date | string | null;
  is_admin: boolean;
  sort_value: string;
}

/**
 * The participants panel's order in one numeric key: most votes first, then the earliest join
 * (microseconds since the epoch, subtracted, stay below 10^16), so a keyset page needs one value.
 */
const participantKey = sql`(${participantVotesTotalOf('bp')}::numeric * 10000000000000000 - extract(epoch from bp.joined_at) * 1000000)`;
export const PARTICIPANT_SORT_KEY: SortKey = { key: participantKey, id: sql`bp.id::text`, type: 'numeric' };

function participantsSql(battleId: string, now: Date, where: SQL, order: SQL): SQL {
  return sql`SELECT bp.id, bp.user_id, coalesce(p.username, bp.username) AS username,
               coalesce(p.profile_picture_url, bp.avatar_url) AS avatar_url, p.instagram_handle,
               ${participantVotesTotalOf('bp')} AS votes_count, bp.joined_at,
               (SELECT count(*) FROM ${adminVotes} av
                 WHERE av.battle_event_id = bp.battle_event_id AND av.participant_user_id = bp.user_id
                   AND av.voided_at IS NULL) AS admin_votes_count,
               bp.disqualified_at,
               EXISTS (SELECT 1 FROM ${bans} b WHERE b.user_id = bp.user_id AND b.revoked_at IS NULL
                 AND (b.expires_at IS NULL OR b.expires_at > ${now.toISOString()}::timestamptz)) AS is_banned,
               EXISTS (SELECT 1 FROM ${userRoles} r WHERE r.user_id = bp.user_id AND r.role = 'admin') AS is_admin,
               ${sortValueColumn(PARTICIPANT_SORT_KEY)}
        FROM ${battleParticipants} bp LEFT JOIN ${profiles} p ON p.id = bp.user_id
        WHERE bp.battle_event_id = ${battleId} ${where}
        ${order}`;
}

/** One participant of the battle by its row id (the answer to an add). */
export async function findParticipantRow(
  db: DbOrTx,
  battleId: string,
  participantId: string,
  now: Date,
): Promise<AdminParticipantRow | null> {
  const [row] = await queryRows<AdminParticipantRow>(
    db,
    participantsSql(battleId, now, sql`AND bp.id::text = ${participantId}`, sql``),
  );
  return row ?? null;
}

/** One page of a battle's participants, best first, optionally those whose name contains `q`. */
export function participantPageQuery(
  battleId: string,
  q: string | undefined,
  page: PageRequest,
  now: Date,
): SQL {
  const name = q ? sql`AND coalesce(p.username, bp.username) ILIKE ${containsPattern(q)}` : sql``;
  return participantsSql(
    battleId,
    now,
    sql`${name} ${keysetCondition(PARTICIPANT_SORT_KEY, 'desc', page)}`,
    keysetOrder(PARTICIPANT_SORT_KEY, 'desc', page),
  );
}

export function listParticipantPage(
  db: DbOrTx,
  battleId: string,
  q: string | undefined,
  page: PageRequest,
  now: Date,
): Promise<AdminParticipantRow[]> {
  return queryRows<AdminParticipantRow>(db, participantPageQuery(battleId, q, page, now));
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
    .set({ unshardedVotes: sql`${battleParticipants.unshardedVotes} + 1` })
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
    .where(
      and(
        eq(adminVotes.battleEventId, battleId),
        eq(adminVotes.participantUserId, participantUserId),
        isNull(adminVotes.voidedAt),
      ),
    );
  return row?.n ?? 0;
}

export async function findProfile(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ id: profiles.id, username: profiles.username, profilePictureUrl: profiles.profilePictureUrl })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return rows[0] ?? null;
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
