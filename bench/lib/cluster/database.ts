// The cluster bench's data and what it reads from PostgreSQL while it runs: exact totals, the
// connections each instance holds, the live publisher's lock.
import type pg from 'pg';
import { voteTotalSql } from '#server/db/vote-totals.ts';
import { analyze, createBattles, createSessions, createUsers, withClient } from '../data.ts';
import type { CountsByBattle } from './listener-protocol.ts';
import type { StormShape } from './storm.ts';

/**
 * Voters v1..v<voters> (signed-in, coins for every round of the run), fighters p1..p<fighters>,
 * the storm's battles b1..b<battles> and pgbench's b<battles+1>..b<battles+pgBattles>
 * (bench/sql/vote.sql numbers battles and voters the same way).
 */
export async function prepareClusterData(url: string, shape: StormShape, pgBattles: number): Promise<void> {
  await withClient(url, async (c) => {
    await createUsers(c, { prefix: 'p', count: shape.fighters });
    await createUsers(c, { prefix: 'v', count: shape.voters, balance: 100 });
    await createSessions(c, { prefix: 'v', count: shape.voters });
    await createBattles(c, { prefix: 'b', count: shape.battles + pgBattles, participants: shape.fighters });
    await analyze(c);
  });
}

/** Every storm battle's exact totals now, per fighter (the numbering of storm.ts). */
export async function exactTotals(c: pg.ClientBase, shape: StormShape): Promise<CountsByBattle> {
  const { rows } = await c.query<{ battle: number; fighter: number; total: number }>(
    `SELECT substr(p.battle_event_id, 2)::int - 1 AS battle, substr(p.user_id, 2)::int - 1 AS fighter,
            ${voteTotalSql('p')} AS total
       FROM battle_event_participants p
      WHERE p.battle_event_id = ANY($1)`,
    [Array.from({ length: shape.battles }, (_, b) => `b${b + 1}`)],
  );
  const out = Array.from({ length: shape.battles }, () => new Array<number>(shape.fighters).fill(0));
  for (const r of rows) out[r.battle]![r.fighter] = Number(r.total);
  return out;
}

/** This database's connections by application_name and state, e.g. `yod-live:123 idle ×1`. */
export async function connectionsByApp(c: pg.ClientBase): Promise<string> {
  const { rows } = await c.query<{ app: string; state: string; n: number }>(
    `SELECT coalesce(nullif(application_name, ''), '(unnamed)') AS app, coalesce(state, '?') AS state,
            count(*)::int AS n
       FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()
      GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  // The live publishers' names carry their pid: one line for them all.
  const merged = new Map<string, number>();
  for (const r of rows) {
    const key = `${r.app.replace(/^yod-live:\d+$/, 'yod-live:<pid>')} ${r.state}`;
    merged.set(key, (merged.get(key) ?? 0) + r.n);
  }
  const total = rows.reduce((n, r) => n + r.n, 0);
  return `${total} in all: ${[...merged].map(([k, n]) => `${k} ×${n}`).join(', ')}`;
}
