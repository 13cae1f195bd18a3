import { type SQL, sql } from 'drizzle-orm';
import { APP_TIME_ZONE } from '#domain/time/sao-paulo-time.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';

type Num = number | string;
const dayOf = (column: SQL) => sql`(${column} AT TIME ZONE ${APP_TIME_ZONE})::date`;
const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** São Paulo days, 'yyyy-MM-dd', both ends included. */
export interface DayRange {
  fromDay: string;
  toDay: string;
}

/** Everything created before this is in the rollup; null before the job's first run. */
export async function rolledUntil(db: DbOrTx): Promise<Date | null> {
  const [row] = await queryRows<{ at: Date | string | null }>(
    db,
    sql`SELECT rolled_until AS at FROM admin_rollup_state WHERE id = 1`,
  );
  return row?.at ? new Date(row.at) : null;
}

export async function setRolledUntil(db: DbOrTx, at: Date): Promise<void> {
  await db.execute(sql`
    INSERT INTO admin_rollup_state (id, rolled_until) VALUES (1, ${ts(at)})
    ON CONFLICT (id) DO UPDATE SET rolled_until = excluded.rolled_until`);
}

/** The first São Paulo day anything countable happened, or null on an empty database. */
export async function firstActivityDay(db: DbOrTx): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`SELECT ${dayOf(sql`least(
      (SELECT min(created_at) FROM battle_event_user_votes), (SELECT min(created_at) FROM guest_votes),
      (SELECT min(created_at) FROM admin_votes), (SELECT min(created_at) FROM profiles),
      (SELECT min(created_at) FROM credit_transactions))`)}::text AS day`,
  );
  return row?.day ?? null;
}

/** Every vote (fans, guests, admin) in [from, to), one row each with weight 1. */
function liveVotes(from: Date, to: Date): SQL {
  const range = sql`created_at >= ${ts(from)} AND created_at < ${ts(to)}`;
  return sql`
    SELECT battle_event_id, participant_user_id, created_at, 1 AS votes FROM battle_event_user_votes WHERE ${range}
    UNION ALL
    SELECT battle_event_id, participant_user_id, created_at, 1 AS votes FROM guest_votes WHERE ${range}
    UNION ALL
    SELECT battle_event_id, participant_user_id, created_at, 1 AS votes FROM admin_votes WHERE ${range}`;
}

const perDay = (table: string, from: Date, to: Date) => sql`
  SELECT ${dayOf(sql`created_at`)} AS day, count(*) AS n FROM ${sql.identifier(table)}
  WHERE created_at >= ${ts(from)} AND created_at < ${ts(to)} GROUP BY 1`;

/** The figures of each day of `range` counted from the rows created in [from, to), zeros included. */
function figuresPerDay(range: DayRange, from: Date, to: Date): SQL {
  return sql`
    SELECT d.day, coalesce(f.n, 0) AS fan_votes, coalesce(g.n, 0) AS guest_votes, coalesce(a.n, 0) AS admin_votes,
           coalesce(u.n, 0) AS new_users, coalesce(c.granted, 0) AS coins_granted, coalesce(c.spent, 0) AS coins_spent
    FROM (SELECT s::date AS day FROM generate_series(${range.fromDay}::date, ${range.toDay}::date, interval '1 day') s) d
    LEFT JOIN (${perDay('battle_event_user_votes', from, to)}) f ON f.day = d.day
    LEFT JOIN (${perDay('guest_votes', from, to)}) g ON g.day = d.day
    LEFT JOIN (${perDay('admin_votes', from, to)}) a ON a.day = d.day
    LEFT JOIN (${perDay('profiles', from, to)}) u ON u.day = d.day
    LEFT JOIN (
      SELECT ${dayOf(sql`created_at`)} AS day,
             sum(amount) FILTER (WHERE type IN ('daily_grant', 'admin_add')) AS granted,
             -sum(amount) FILTER (WHERE type = 'vote_expense') AS spent
      FROM credit_transactions WHERE created_at >= ${ts(from)} AND created_at < ${ts(to)} GROUP BY 1
    ) c ON c.day = d.day`;
}

/**
 * Recounts the days of `range` into the rollup from the rows created between midnight of its first
 * day and `until` (its last day's row is then partial). Days without activity get zeros.
 */
export async function rollUp(db: DbOrTx, range: DayRange, from: Date, until: Date): Promise<void> {
  await db.execute(sql`
    INSERT INTO admin_daily_stats (day, fan_votes, guest_votes, admin_votes, new_users, coins_granted, coins_spent)
    SELECT day, fan_votes, guest_votes, admin_votes, new_users, coins_granted, coins_spent
    FROM (${figuresPerDay(range, from, until)}) f
    ON CONFLICT (day) DO UPDATE SET fan_votes = excluded.fan_votes, guest_votes = excluded.guest_votes,
      admin_votes = excluded.admin_votes, new_users = excluded.new_users,
      coins_granted = excluded.coins_granted, coins_spent = excluded.coins_spent`);
  await db.execute(sql`DELETE FROM admin_daily_votes WHERE day >= ${range.fromDay}::date`);
  await db.execute(sql`
    INSERT INTO admin_daily_votes (day, battle_event_id, participant_user_id, votes)
    SELECT ${dayOf(sql`created_at`)}, battle_event_id, participant_user_id, count(*)
    FROM (${liveVotes(from, until)}) v
    GROUP BY 1, 2, 3`);
}

export type TopKind = 'battle' | 'fighter';
const keyColumn = (kind: TopKind) => sql.raw(kind === 'battle' ? 'battle_event_id' : 'participant_user_id');

/**
 * Ranks the period from `fromDay` to the end of the rollup again: its `keep` best battles or
 * fighters (by votes, then key) replace the period's stored ones.
 */
export async function storePeriodTops(
  db: DbOrTx,
  periodDays: number,
  kind: TopKind,
  fromDay: string,
  keep: number,
): Promise<void> {
  const k = keyColumn(kind);
  await db.execute(sql`DELETE FROM admin_period_tops WHERE period_days = ${periodDays} AND kind = ${kind}`);
  await db.execute(sql`
    INSERT INTO admin_period_tops (period_days, kind, key, from_day)
    SELECT ${periodDays}, ${kind}, ${k}, ${fromDay}::date FROM admin_daily_votes
    WHERE day >= ${fromDay}::date
    GROUP BY ${k} ORDER BY sum(votes) DESC, ${k} LIMIT ${keep}`);
}

/** Fresh planner statistics after the run that added the whole history. */
export async function analyzeRollup(db: DbOrTx): Promise<void> {
  await db.execute(sql`ANALYZE admin_daily_stats, admin_daily_votes, admin_period_tops`);
}

export interface DailyFigures {
  fanVotes: number;
  guestVotes: number;
  adminVotes: number;
  newUsers: number;
  granted: number;
  spent: number;
}

const FIGURE_COLUMNS = sql`fan_votes, guest_votes, admin_votes, new_users, coins_granted, coins_spent`;
type FigureRow = Record<
  'fan_votes' | 'guest_votes' | 'admin_votes' | 'new_users' | 'coins_granted' | 'coins_spent',
  Num | null
>;

function toFigures(row: FigureRow | undefined): DailyFigures {
  const n = (v: Num | null | undefined) => Number(v ?? 0);
  return {
    fanVotes: n(row?.fan_votes),
    guestVotes: n(row?.guest_votes),
    adminVotes: n(row?.admin_votes),
    newUsers: n(row?.new_users),
    granted: n(row?.coins_granted),
    spent: n(row?.coins_spent),
  };
}

/** The rollup's rows for the days of `range`, by day. */
export async function rolledDays(db: DbOrTx, range: DayRange): Promise<Map<string, DailyFigures>> {
  const rows = await queryRows<FigureRow & { day: string }>(
    db,
    sql`SELECT day::text AS day, ${FIGURE_COLUMNS} FROM admin_daily_stats
        WHERE day BETWEEN ${range.fromDay}::date AND ${range.toDay}::date`,
  );
  return new Map(rows.map((r) => [r.day, toFigures(r)]));
}

/** The rollup's sums over `range`; a null `fromDay` means from its first day. */
export async function rolledTotals(
  db: DbOrTx,
  range: { fromDay: string | null; toDay: string },
): Promise<DailyFigures> {
  const [row] = await queryRows<FigureRow>(
    db,
    sql`SELECT sum(fan_votes) AS fan_votes, sum(guest_votes) AS guest_votes, sum(admin_votes) AS admin_votes,
               sum(new_users) AS new_users, sum(coins_granted) AS coins_granted, sum(coins_spent) AS coins_spent
        FROM admin_daily_stats
        WHERE day <= ${range.toDay}::date ${range.fromDay ? sql`AND day >= ${range.fromDay}::date` : sql``}`,
  );
  return toFigures(row);
}

/** The same figures counted live from the source tables since `from` (null: since ever). */
export function liveTotalsQuery(from: Date | null): SQL {
  const since = from ? sql`WHERE created_at >= ${ts(from)}` : sql``;
  const and = from ? sql`AND created_at >= ${ts(from)}` : sql``;
  return sql`
    SELECT (SELECT count(*) FROM battle_event_user_votes ${since}) AS fan_votes,
           (SELECT count(*) FROM guest_votes ${since}) AS guest_votes,
           (SELECT count(*) FROM admin_votes ${since}) AS admin_votes,
           (SELECT count(*) FROM profiles ${since}) AS new_users,
           (SELECT sum(amount) FROM credit_transactions WHERE type IN ('daily_grant', 'admin_add') ${and}) AS coins_granted,
           (SELECT -sum(amount) FROM credit_transactions WHERE type = 'vote_expense' ${and}) AS coins_spent`;
}

export async function liveTotals(db: DbOrTx, from: Date | null): Promise<DailyFigures> {
  const [row] = await queryRows<FigureRow>(db, liveTotalsQuery(from));
  return toFigures(row);
}

/** The same figures counted live, per day of `range`, from the rows created in [from, to). */
export function liveDaysQuery(range: DayRange, from: Date, to: Date): SQL {
  return sql`SELECT day::text AS day, ${FIGURE_COLUMNS} FROM (${figuresPerDay(range, from, to)}) f`;
}

export async function liveDays(
  db: DbOrTx,
  range: DayRange,
  from: Date,
  to: Date,
): Promise<Map<string, DailyFigures>> {
  const rows = await queryRows<FigureRow & { day: string }>(db, liveDaysQuery(range, from, to));
  return new Map(rows.map((r) => [r.day, toFigures(r)]));
}

/** The first day the stored tops of a period were ranked from, or null when none are stored. */
export async function periodTopsFrom(db: DbOrTx, periodDays: number, kind: TopKind): Promise<string | null> {
  const [row] = await queryRows<{ day: string }>(
    db,
    sql`SELECT from_day::text AS day FROM admin_period_tops WHERE period_days = ${periodDays} AND kind = ${kind} LIMIT 1`,
  );
  return row?.day ?? null;
}

/** Where a period's votes come from: the rollup's days, then the live rows since `liveFrom`. */
export interface VoteSources {
  rolled: DayRange | null;
  liveFrom: Date;
  to: Date;
  /** Rank only these keys (the stored tops plus whoever got live votes) instead of every one. */
  candidatesOf: { periodDays: number } | null;
}

/**
 * The `limit` battles (or fighters) with most votes in the period, ties by key. With stored tops
 * for the same first day, only those and the keys with live votes are summed: any other key has no
 * live votes and rolled votes no higher than each stored one (ties broken by a larger key), so it
 * cannot rank above any of them, and at least `limit` of them are stored. (A battle deleted since
 * the job ranked them takes its votes away; the next run, minutes later, ranks again.)
 */
function topVoted(kind: TopKind, sources: VoteSources, limit: number): SQL {
  const k = keyColumn(kind);
  const live = sql`SELECT ${k} AS key, votes FROM (${liveVotes(sources.liveFrom, sources.to)}) live`;
  const parts = [live];
  if (sources.rolled) {
    const candidates = sources.candidatesOf
      ? sql`AND ${k} IN (
          SELECT key FROM admin_period_tops WHERE period_days = ${sources.candidatesOf.periodDays} AND kind = ${kind}
          UNION SELECT key FROM (${live}) l)`
      : sql``;
    parts.unshift(sql`
      SELECT ${k} AS key, votes FROM admin_daily_votes
      WHERE day BETWEEN ${sources.rolled.fromDay}::date AND ${sources.rolled.toDay}::date ${candidates}`);
  }
  return sql`
    SELECT key, sum(votes) AS votes FROM (${sql.join(parts, sql` UNION ALL `)}) v
    GROUP BY key ORDER BY votes DESC, key LIMIT ${limit}`;
}

export function topBattlesQuery(sources: VoteSources, limit: number): SQL {
  return sql`
    SELECT b.id, b.slug, b.title, b.status, t.votes
    FROM (${topVoted('battle', sources, limit)}) t JOIN battle_events b ON b.id = t.key
    ORDER BY t.votes DESC, t.key`;
}

export function topBattles(db: DbOrTx, sources: VoteSources, limit: number) {
  return queryRows<{ id: string; slug: string | null; title: string; status: string; votes: Num }>(
    db,
    topBattlesQuery(sources, limit),
  );
}

export function topParticipantsQuery(sources: VoteSources, limit: number): SQL {
  return sql`
    SELECT p.id AS user_id, p.username, p.profile_picture_url, t.votes
    FROM (${topVoted('fighter', sources, limit)}) t JOIN profiles p ON p.id = t.key
    ORDER BY t.votes DESC, t.key`;
}

export function topParticipants(db: DbOrTx, sources: VoteSources, limit: number) {
  return queryRows<{ user_id: string; username: string; profile_picture_url: string | null; votes: Num }>(
    db,
    topParticipantsQuery(sources, limit),
  );
}
