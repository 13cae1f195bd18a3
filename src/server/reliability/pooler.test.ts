import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { MIGRATION_LOCK_KEY } from '#server/db/repeatable-sql.ts';
import { createMigratedDatabase, PG_URL, type ScratchDatabase, withClient } from './support/database.ts';
import { invariantViolations } from './support/invariants.ts';
import { startLoad, summary } from './support/load.ts';
import {
  type Counted,
  type Crowd,
  castVote,
  countsInDatabase,
  type LiveTotals,
  openLiveTotals,
  seedCrowd,
  signedInRead,
} from './support/mixed-traffic.ts';
import { PGBOUNCER, type Pgbouncer, startPgbouncer } from './support/pgbouncer.ts';
import { newSecret, type ServerProcess, sleep, startServerProcess, until } from './support/server-process.ts';

if (PG_URL && !PGBOUNCER) {
  console.warn('pooler tests skipped: pgbouncer is not installed (apt-get install pgbouncer)');
}

/** Sessions holding the migration lock in the scratch database. */
const migrationLocks = (url: string) =>
  withClient(url, async (c) => {
    const { rows } = await c.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks
        WHERE locktype = 'advisory' AND objid = $1
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [MIGRATION_LOCK_KEY],
    );
    return rows[0]!.n;
  });

describe.skipIf(!PG_URL || !PGBOUNCER)('instances behind pgbouncer in transaction mode', () => {
  const secret = newSecret();
  let scratch: ScratchDatabase;
  let bouncer: Pgbouncer;
  let crowd: Crowd;
  const servers: ServerProcess[] = [];

  const start = async (databaseUrl: string, env: Record<string, string> = {}) => {
    const server = await startServerProcess({ databaseUrl, secret, env });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    scratch = await createMigratedDatabase();
    crowd = await withClient(scratch.url, (c) => seedCrowd(c, secret, 'pq'));
    // Fewer server connections than the instances' pools hold together (2 × 10): every
    // connection serves transactions of both instances, as behind a pooler in production.
    bouncer = await startPgbouncer(PG_URL, { poolSize: 6 });
  });
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await bouncer?.stop();
    await scratch?.drop();
  });

  it('signed-in reads and pages, votes, live streams and migrations under traffic: no 5xx, every vote counted once', async () => {
    const pooled = bouncer.urlFor(scratch.url);
    const env = { DATABASE_DIRECT_URL: scratch.url };
    const [a, b] = await Promise.all([start(pooled, env), start(pooled, env)]);
    const streams: LiveTotals[] = [];
    for (const server of [a, b]) {
      for (const battle of crowd.battles) streams.push(await openLiveTotals(server, battle));
    }
    const counted: Counted = new Map();
    const load = startLoad(24, (i) => {
      const server = i % 2 === 0 ? a : b;
      return i % 3 === 0 ? castVote(server, crowd, i / 3, counted) : signedInRead(server, crowd, i);
    });
    await until(
      '200 votes and reads through the pooler',
      async () => (load.result.ok() >= 400 ? true : undefined),
      // Through a pooler on a loaded 2-core machine the first answers take their time; a hang
      // still fails it.
      120_000,
    );

    // Migrations under traffic: the numbered ones and the repeatable files run on the direct URL
    // under a session lock that ends with their connection; a third instance starts meanwhile.
    const migrating = Array.from({ length: 3 }, async () => {
      const database = await openDatabase({ databaseUrl: pooled, directUrl: scratch.url, poolSize: 2 });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
    });
    const startedAt = Date.now();
    const [third] = await Promise.all([start(pooled, env), ...migrating]);
    expect(Date.now() - startedAt).toBeLessThan(60_000);
    const thirdLoad = startLoad(4, (i) => signedInRead(third!, crowd, i));
    await sleep(3_000);
    const result = await load.stop();
    const thirdResult = await thirdLoad.stop();

    for (const r of [result, thirdResult]) {
      expect(
        [...r.statuses.keys()].filter((s) => s >= 500),
        summary(r),
      ).toEqual([]);
      expect(r.networkErrors, summary(r)).toBe(0);
    }
    expect(result.statuses.get(200)! > 400, summary(result)).toBe(true);
    expect(await migrationLocks(scratch.url)).toBe(0);

    // Every vote answered 200 is counted once, and wallets equal their ledgers.
    const inDatabase = await withClient(scratch.url, (c) => countsInDatabase(c, crowd.battles));
    expect(inDatabase).toEqual(counted);
    expect(await withClient(scratch.url, invariantViolations)).toEqual([]);

    // Every live stream, on either instance, shows the final counts of its battle.
    await until(
      'the live streams to show every vote',
      async () => {
        for (const [i, stream] of streams.entries()) {
          const battle = crowd.battles[i % crowd.battles.length]!;
          for (const [key, n] of inDatabase) {
            const [b, fighter] = key.split(' ');
            if (b === battle && stream.latest.get(fighter!) !== n) return undefined;
          }
        }
        return true;
      },
      15_000,
    );
    expect(streams.map((s) => s.broken()).filter(Boolean)).toEqual([]);
    for (const s of streams) s.close();
    for (const s of [a, b, third!])
      expect(s.output()).not.toMatch(/prepared statement|unsupported startup parameter/);
  });

  it('a pooler with no server connection free: 503 with Retry-After on JSON routes and pages, never 500', async () => {
    const tight = await startPgbouncer(PG_URL, { poolSize: 1, queryWaitTimeoutS: 1 });
    try {
      const pooled = tight.urlFor(scratch.url);
      const server = await start(pooled, { DATABASE_DIRECT_URL: scratch.url });
      const cookie = crowd.cookies.get(crowd.voters[0]!)!;
      // The pooler's only server connection, held in an open transaction.
      await withClient(pooled, async (holder) => {
        await holder.query('BEGIN');
        await holder.query('SELECT 1');
        const paths: [string, Record<string, string>][] = [
          [`/api/battles?q=${crowd.battles[0]}`, {}],
          [`/api/battles/${crowd.battles[1]}`, { cookie }],
          [`/battle/${crowd.battles[2]}`, { cookie }],
          [`/arena?q=${crowd.battles[3]}`, {}],
        ];
        const answers = await Promise.all(
          paths.map(async ([path, headers]) => {
            const res = await fetch(`${server.url}${path}`, { headers });
            return {
              path,
              status: res.status,
              retryAfter: res.headers.get('retry-after'),
              body: await res.text(),
            };
          }),
        );
        await holder.query('ROLLBACK');
        for (const answer of answers) {
          expect(answer.status, `${answer.path}: ${answer.body.slice(0, 200)}`).toBe(503);
          expect(Number(answer.retryAfter), answer.path).toBeGreaterThanOrEqual(1);
        }
      });
      // Once a connection is free again, the same instance answers.
      await until('the instance to answer again', async () =>
        (await fetch(`${server.url}/api/battles/${crowd.battles[0]}`)).status === 200 ? true : undefined,
      );
    } finally {
      await tight.stop();
    }
  });
});
