import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';

export interface WindowCount {
  count: number;
  resetAt: Date;
}

/** One more hit on `key`'s fixed window, restarting it at 1 when expired (callers add WHERE/RETURNING). */
function addHit(key: string, windowMs: number) {
  return sql`
    INSERT INTO rate_limits (key, count, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END`;
}

/** Adds one hit to a fixed window (restarting it when expired) and returns the window's count. */
export async function hit(db: DbOrTx, key: string, windowMs: number): Promise<WindowCount> {
  const rows = await queryRows<{ count: number; reset_at: string | Date }>(
    db,
    sql`${addHit(key, windowMs)} RETURNING count, reset_at`,
  );
  const row = rows[0]!;
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

/**
 * Adds one hit only while the window holds fewer than `max` (an expired window restarts at 1), in
 * one statement: concurrent callers queue on the row lock and each sees the count the previous one
 * left, so no more than `max` are ever let through. Returns whether the hit was taken.
 */
export async function take(db: DbOrTx, key: string, windowMs: number, max: number): Promise<boolean> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`${addHit(key, windowMs)}
    WHERE rate_limits.reset_at <= now() OR rate_limits.count < ${max}
    RETURNING count`,
  );
  return rows.length > 0;
}

/** Gives back one hit taken by `take` (a no-op once the window has expired). */
export async function release(db: DbOrTx, key: string): Promise<void> {
  await db.execute(
    sql`UPDATE rate_limits SET count = count - 1 WHERE key = ${key} AND count > 0 AND reset_at > now()`,
  );
}

/** The current count of a window without adding to it (0 when absent or expired). */
export async function peek(db: DbOrTx, key: string): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`SELECT count FROM rate_limits WHERE key = ${key} AND reset_at > now()`,
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * Marks `key` used until `until` and says whether this call was the first (a spent key whose time
 * is over may be claimed again): the single use of a solved proof of work.
 */
export async function claimOnce(db: DbOrTx, key: string, until: Date): Promise<boolean> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`INSERT INTO rate_limits (key, count, reset_at) VALUES (${key}, 1, ${until.toISOString()}::timestamptz)
        ON CONFLICT (key) DO UPDATE SET count = 1, reset_at = excluded.reset_at
        WHERE rate_limits.reset_at <= now()
        RETURNING key`,
  );
  return rows.length > 0;
}

export async function clear(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

/**
 * Drops windows that ended more than `graceMs` ago. An expired window counts as empty anyway
 * (`hit` restarts it, `peek` ignores it), so this only keeps the table from growing with one row
 * per solved guest challenge and per login attempt; the grace keeps a row that is about to expire
 * while a request still checks it.
 */
export async function deleteExpired(db: DbOrTx, graceMs: number): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`DELETE FROM rate_limits WHERE reset_at < now() - make_interval(secs => ${graceMs / 1000})
        RETURNING key`,
  );
  return rows.length;
}
