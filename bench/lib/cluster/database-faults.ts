// The database-side failures of the cluster bench: the pooler with no server connection free (the
// instances must answer 503, never 500, and recover by themselves once one is free) and the read
// replica stopped (reads go to the primary, no 5xx). Each is measured while the vote storm runs
// and returned as one row, as faults.ts does for instances and the broker.
import pg from 'pg';
import type { Pgbouncer } from '#server/reliability/support/pgbouncer.ts';
import type { Replica } from '#server/reliability/support/replica.ts';
import { percentile } from '../load.ts';
import { sleep } from '../server.ts';
import { type Cluster, type FaultRow, waitFor } from './faults.ts';
import { clock } from './listener-protocol.ts';

/** Statuses and answer times of a set of reads sent in a loop by a few concurrent clients. */
interface ReadProbe {
  stop(): Promise<{ statuses: Map<string, number>; latencies: number[] }>;
}

/**
 * `clients` loops, each reading `next(i)` through haproxy until stopped. Anonymous arena searches
 * that differ per request miss the read cache, so each one reads the database (the replica's).
 */
function probe(url: string, clients: number, next: (i: number) => string): ReadProbe {
  let running = true;
  let i = 0;
  const statuses = new Map<string, number>();
  const latencies: number[] = [];
  const loops = Array.from({ length: clients }, async () => {
    while (running) {
      const started = clock();
      const key = await fetch(`${url}${next(i++)}`, { signal: AbortSignal.timeout(10_000) })
        .then(async (res) => {
          await res.arrayBuffer();
          return String(res.status);
        })
        .catch((err: Error) => {
          // undici's "fetch failed" says what happened in its cause (a reset, a closed socket).
          const cause = err.cause instanceof Error ? err.cause : null;
          return cause ? `${err.name} (${cause.message})` : err.name;
        });
      latencies.push(clock() - started);
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { statuses, latencies: latencies.sort((a, b) => a - b) };
    },
  };
}

/** The instances haproxy marked not UP at any look while the returned function runs. */
function watchHaproxy(c: Cluster): () => Promise<string> {
  const down = new Set<string>();
  let running = true;
  const loop = (async () => {
    while (running) {
      const status = await c.haproxy.status().catch(() => ({}) as Record<string, string>);
      for (const [slot, s] of Object.entries(status)) if (s !== 'UP') down.add(`${slot} ${s}`);
      await sleep(200);
    }
  })();
  return async () => {
    running = false;
    await loop;
    return down.size ? `haproxy took out ${[...down].join(', ')}` : 'haproxy kept every instance UP';
  };
}

const statusText = (statuses: Map<string, number>) =>
  [...statuses]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([s, n]) => `${n}× ${s}`)
    .join(', ') || 'none';

const fiveHundreds = (statuses: Map<string, number>) =>
  [...statuses].filter(([s]) => /^5\d\d$/.test(s) && s !== '503').reduce((n, [, k]) => n + k, 0);

/**
 * Every server connection of the pooler held in an open transaction for `holdMs`: the instances'
 * queries wait in the pooler's queue until its query_wait_timeout refuses them. Votes and reads in
 * that window must be answered 503 (with Retry-After), not 500, and answered 200 again soon after
 * the connections are free, without a restart.
 */
export async function exhaustPooler(
  c: Cluster,
  bouncer: Pgbouncer,
  serverConnections: number,
  holdMs: number,
): Promise<FaultRow> {
  const fault = `the pooler's ${serverConnections} server connections held in open transactions for ${(holdMs / 1000).toFixed(0)} s`;
  c.print(`fault: ${fault}`);
  const holders = Array.from(
    { length: serverConnections },
    () => new pg.Client({ connectionString: bouncer.urlFor(c.dbUrl) }),
  );
  for (const h of holders) h.on('error', () => undefined);
  // With a replica these reads go to it and should not notice; without, they wait in the pooler too.
  const reads = probe(c.haproxy.url, 4, (i) => `/api/battles?q=exhaust${i}`);
  const watched = watchHaproxy(c);
  const heldAt = clock();
  // Each BEGIN + SELECT takes a server connection for the rest of its transaction; a holder that
  // waits behind the instances' queries takes the next one freed.
  const held = await Promise.all(
    holders.map(async (h) => {
      await h.connect();
      await h.query('BEGIN');
      await h.query('SELECT 1');
      return clock();
    }),
  ).catch((err: Error) => err);
  const allHeldAt = held instanceof Error ? null : Math.max(...held);
  await sleep(Math.max(0, heldAt + holdMs - clock()));
  await Promise.all(holders.map((h) => h.query('ROLLBACK').catch(() => undefined)));
  const freedAt = clock();
  await Promise.all(holders.map((h) => h.end().catch(() => undefined)));
  const answering = await waitFor(
    async () => {
      const res = await fetch(`${c.haproxy.url}/api/battles?q=after${clock()}`);
      await res.arrayBuffer();
      return res.status === 200 ? clock() : null;
    },
    30_000,
    50,
  );
  await sleep(500);
  const read = await reads.stop();
  const haproxySaw = await watched();
  const result = [
    held instanceof Error
      ? `holding failed: ${held.message}`
      : `all held ${(allHeldAt! - heldAt).toFixed(0)} ms after the first BEGIN`,
    `arena searches (4 clients, each a database read${c.env.DATABASE_READ_URL ? ' on the replica' : ''}) from the hold until 0.5 s after recovery: ${statusText(read.statuses)}, ${fiveHundreds(read.statuses)} other 5xx, p99 ${percentile(read.latencies, 99).toFixed(0)} ms`,
    answering === null
      ? 'no 200 within 30 s of freeing them'
      : `a read answered 200 again ${(answering - freedAt).toFixed(0)} ms after they were freed`,
    haproxySaw,
  ].join('; ');
  c.print(`  ${result}`);
  return { fault, result, window: [heldAt, answering ?? clock()] };
}

/**
 * The read replica stopped (a fast shutdown: its connections are cut), with reads that go to it
 * flowing: they must fall back to the primary with no 5xx.
 */
export async function stopReplica(c: Cluster, replica: Replica): Promise<FaultRow> {
  const fault = 'the read replica stopped (fast shutdown) with reads flowing';
  c.print(`fault: ${fault}`);
  const before = probe(c.haproxy.url, 4, (i) => `/api/battles?q=replica${i}`);
  await sleep(2_000);
  const beforeRead = await before.stop();
  const after = probe(c.haproxy.url, 4, (i) => `/api/battles?q=primary${i}`);
  const watched = watchHaproxy(c);
  const stoppedAt = clock();
  await replica.stop();
  const stopTook = clock() - stoppedAt;
  await sleep(5_000);
  const afterRead = await after.stop();
  const haproxySaw = await watched();
  const result = [
    `before: ${statusText(beforeRead.statuses)}`,
    `stop took ${stopTook.toFixed(0)} ms; in the 5 s after: ${statusText(afterRead.statuses)}, ${fiveHundreds(afterRead.statuses) + (afterRead.statuses.get('503') ?? 0)} 5xx, p99 ${percentile(afterRead.latencies, 99).toFixed(0)} ms`,
    haproxySaw,
  ].join('; ');
  c.print(`  ${result}`);
  return { fault, result, window: [stoppedAt, clock()] };
}
