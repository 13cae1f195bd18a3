import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';

/** Tables whose rows legitimately come and go while requests are served (logins, throttles). */
export const VOLATILE_TABLES = new Set(['rate_limits', 'session', 'verification']);

/** Every table of the application schema, read from the database itself so new tables count too. */
export async function listTables(db: Db): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((r) => r.table_name);
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A fingerprint of each table's whole content (row count and an md5 of every row's text) in one
 * round trip, so an UPDATE that keeps the count is caught as surely as an INSERT or a DELETE.
 * Volatile tables are left out.
 */
export async function tableFingerprints(db: Db, tables: readonly string[]): Promise<Record<string, string>> {
  const watched = tables.filter((t) => !VOLATILE_TABLES.has(t));
  if (watched.length === 0) return {};
  const union = watched
    .map(
      (t) =>
        `SELECT '${t.replace(/'/g, "''")}' AS t, count(*)::int AS n,
                md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h
         FROM ${quoteIdent(t)} x`,
    )
    .join(' UNION ALL ');
  const rows = await queryRows<{ t: string; n: number; h: string }>(db, sql.raw(union));
  return Object.fromEntries(rows.map((r) => [r.t, `${Number(r.n)} rows ${r.h.slice(0, 8)}`]));
}

/** Names the tables that differ, e.g. `battle_events 3 rows 1a2b… -> 4 rows 9f8e…`; empty when none. */
export function tableChanges(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).map((n) => `${n} ${before[n]} -> ${after[n]}`);
}
