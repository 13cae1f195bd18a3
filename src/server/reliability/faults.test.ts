import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBattlesSql,
  createMigratedDatabase,
  createUsersSql,
  PG_URL,
  type ScratchDatabase,
  sessionCookies,
  withClient,
} from './support/database.ts';
import { invariantViolations } from './support/invariants.ts';
import { startLoad, summary } from './support/load.ts';
import { newSecret, type ServerProcess, sleep, startServerProcess, until } from './support/server-process.ts';

const pgVersion = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql')[0] : undefined;
const canRestartPostgres = Boolean(pgVersion) && existsSync('/usr/bin/pg_ctlcluster');
const pgctl = (action: 'stop' | 'start') =>
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', pgVersion!, 'main', action], { stdio: 'pipe' });
const postgresUp = () => {
  try {
    execFileSync('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432']);
    return true;
  } catch {
    return false;
  }
};

/** True once nothing listens on the port any more (a new connection is refused). */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe.skipIf(!PG_URL)('faults with real server processes', () => {
  const secret = newSecret();
  let scratch: ScratchDatabase;
  let cookies: Map<string, string>;
  let voters: string[];
  let drainVoters: string[];
  const servers: ServerProcess[] = [];
  const fighters = ['kf1', 'kf2', 'kf3', 'kf4', 'kf5'];
  const battles = Array.from({ length: 10 }, (_, i) => `kb${i + 1}`);

  beforeAll(async () => {
    scratch = await createMigratedDatabase();
    await withClient(scratch.url, async (c) => {
      await createUsersSql(c, 'kf', fighters.length, 0);
      voters = await createUsersSql(c, 'kv', 300, 50);
      drainVoters = await createUsersSql(c, 'kd', 5, 5);
      await createBattlesSql(c, 'kb', battles.length, 10, fighters);
      cookies = await sessionCookies(c, secret, [...voters, ...drainVoters]);
    });
  });
  afterAll(async () => {
    for (const s of servers) await s.stop();
    if (!postgresUp() && canRestartPostgres) pgctl('start');
    await scratch?.drop();
  });

  const start = async () => {
    const s = await startServerProcess({ databaseUrl: scratch.url, secret });
    servers.push(s);
    return s;
  };
  const vote = (server: ServerProcess, voter: string, battle: string, fighter: string) =>
    fetch(`${server.url}/api/battles/${battle}/votes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.get(voter)! },
      body: JSON.stringify({ participantUserId: fighter }),
    });
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

  it('kill -9 in the middle of a vote load loses nothing half-done; after a restart votes go on', async () => {
    const first = await start();
    const load = startLoad(50, () => vote(first, pick(voters), pick(battles), pick(fighters)));
    await until(
      '300 votes before the crash',
      async () => (load.result.ok() >= 300 ? true : undefined),
      120_000,
    );
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    await sleep(500);
    const result = await load.stop();
    expect(
      [...result.statuses.keys()].filter((s) => s >= 500),
      summary(result),
    ).toEqual([]);
    expect(await withClient(scratch.url, invariantViolations)).toEqual([]);

    const second = await start();
    await sleep(5_000); // every voter's 5 s gap has passed
    const after = await vote(second, voters[0]!, 'kb1', 'kf1');
    expect([200, 409]).toContain(after.status);
    expect(await withClient(scratch.url, invariantViolations)).toEqual([]);
    await second.stop();
  });

  it('SIGTERM drains in-flight requests: they answer 200, new connections are refused, exit 0', async () => {
    const server = await start();
    await withClient(scratch.url, async (lock) => {
      // Hold the voters' wallets so their votes wait inside the database, i.e. stay in flight.
      await lock.query('BEGIN');
      await lock.query('SELECT 1 FROM user_credits WHERE user_id = ANY($1) FOR UPDATE', [drainVoters]);
      const inFlight = drainVoters.map((voter, i) => vote(server, voter, 'kb2', fighters[i]!));
      // Votes arriving together may share one statement (docs/decisions/0029-votes-in-batches.md):
      // one to five statements wait on the lock, so the first waiting one is the sign, and a moment
      // more lets the others in.
      await until('the votes waiting on the lock', async () => {
        // Statistics are a snapshot per transaction: clear it, the lock transaction polls them.
        await lock.query('SELECT pg_stat_clear_snapshot()');
        const { rows } = await lock.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return rows[0]!.n >= 1 ? true : undefined;
      });
      await sleep(300);
      server.child.kill('SIGTERM');
      await until(
        'the listening socket to close',
        async () => ((await refused(server.port)) ? true : undefined),
        10_000,
      );
      expect(server.child.exitCode).toBeNull(); // still draining
      await lock.query('COMMIT');
      const answers = await Promise.all(inFlight);
      expect(answers.map((r) => r.status)).toEqual(drainVoters.map(() => 200));
    });
    expect(await server.exited).toBe(0);
  });

  // Restarts the machine's PostgreSQL: last in this file, and the file's afterAll brings it back.
  it.skipIf(!canRestartPostgres)(
    'while PostgreSQL restarts the API answers 503, never 500 or a dropped connection, and recovers by itself within 5 s',
    async () => {
      const server = await start();
      const load = startLoad(10, (i) =>
        fetch(i % 2 === 0 ? `${server.url}/healthz` : `${server.url}/api/battles/kb3`),
      );
      await until('a steady load', async () => (load.result.ok() >= 100 ? true : undefined));
      let restartedAt = 0;
      try {
        pgctl('stop');
        await until(
          'a 503 while the database is down',
          async () => ((await fetch(`${server.url}/healthz`)).status === 503 ? true : undefined),
          15_000,
        );
        await sleep(1_000);
      } finally {
        pgctl('start');
        restartedAt = Date.now();
      }
      await until(
        '/healthz back to 200',
        async () => ((await fetch(`${server.url}/healthz`)).status === 200 ? true : undefined),
        30_000,
      );
      const recoveredMs = Date.now() - restartedAt;
      await sleep(500);
      const result = await load.stop();
      expect(recoveredMs).toBeLessThanOrEqual(5_000);
      expect(result.statuses.get(503) ?? 0, summary(result)).toBeGreaterThan(0);
      expect(
        [...result.statuses.keys()].filter((s) => s !== 200 && s !== 503),
        summary(result),
      ).toEqual([]);
      expect(result.networkErrors, summary(result)).toBe(0);
      expect(server.child.exitCode).toBeNull();
      const res = await fetch(`${server.url}/api/battles/kb3`);
      expect(res.status).toBe(200);
    },
  );
});
