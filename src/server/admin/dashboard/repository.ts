import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';

type Num = number | string;

/** Every user with a profile. */
export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ total: Num }>(db, sql`SELECT count(*) AS total FROM profiles`);
  return Number(row?.total ?? 0);
}

export async function countBattlesByStatus(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await queryRows<{ status: string; n: Num }>(
    db,
    sql`SELECT status, count(*) AS n FROM battle_events GROUP BY status`,
  );
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}
