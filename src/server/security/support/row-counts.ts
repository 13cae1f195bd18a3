import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

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

/** Row count of each table in one round trip; volatile tables are left out. */
export async function rowCounts(db: Db, tables: readonly string[]): Promise<Record<string, number>> {
  const counted = tables.filter((t) => !VOLATILE_TABLES.has(t));
  if (counted.length === 0) return {};
  const union = counted
    .map((t) => `SELECT '${t.replace(/'/g, "''")}' AS t, count(*)::int AS n FROM ${quoteIdent(t)}`)
    .join(' UNION ALL ');
  const rows = await queryRows<{ t: string; n: number }>(db, sql.raw(union));
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
}

/** Names the tables whose counts differ, e.g. `battle_events 3 -> 4`; empty when nothing changed. */
export function countChanges(before: Record<string, number>, after: Record<string, number>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).map((n) => `${n} ${before[n]} -> ${after[n]}`);
}
