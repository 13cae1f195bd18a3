import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './handle.ts';

/**
 * Runs raw SQL and returns its rows. Both drivers (node-postgres and PGlite) answer with `{ rows }`,
 * but the shared PgDatabase type cannot say so; this is the one place that bridges it.
 */
export async function queryRows<T extends object>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
