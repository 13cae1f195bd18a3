import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voteTotalSql } from '#server/db/vote-totals.ts';
import {
  createBattlesSql,
  createMigratedDatabase,
  createUsersSql,
  PG_URL,
  type ScratchDatabase,
  sessionCookie,
  withClient,
} from './support/database.ts';
import { type LiveLeader, liveLeader } from './support/live-leader.ts';
import { firstAbove, type LiveListener, openLiveListener } from './support/live-listener.ts';
import { startLoad, summary } from './support/load.ts';
import { canRestartNats, NATS_URL, natsListening, startNats, stopNats } from './support/nats.ts';
import { newSecret, type ServerProcess, sleep, startServerProcess, until } from './support/server-process.ts';
import {
  accountingProblems,
  addAnswered,
  noAnsweredVotes,
  voteAccounting,
} from './support/vote-accounting.ts';

const TICK_MS = 200;
/**
 * A takeover is a round trip by design (decision 0030): the dead leader's session ends with its
 * socket and a candidate waiting in PostgreSQL's lock queue holds the lock at once. The bound
 * leaves room for a loaded machine (PostgreSQL itself took 350 ms to end the session at load 18);
 * the cluster bench measures it against the 2-tick target.
 */
const TAKEOVER_LIMIT_MS = 10 * TICK_MS;
const VOTERS = 1_500;
const BATTLES = ['nb1', 'nb2'];
const FIGHTERS = ['nf1', 'nf2', 'nf3', 'nf4'];

const natsUp = await natsListening();
const title = natsUp
  ? 'three API instances on one PostgreSQL, live totals over NATS'
  : `three API instances on one PostgreSQL, live totals over NATS: skipped, nothing listens at ${NATS_URL} (.ci/run starts Debian's nats-server)`;

/** sessionCookies' sessions, stored in one statement: a thousand one by one take seconds on a busy machine. */
async function bulkSessionCookies(c: pg.Client, secret: string, userIds: string[]) {
  const tokens = userIds.map(() => randomBytes(24).toString('base64url'));
  await c.query(
    `INSERT INTO session (id, token, expires_at, user_id, created_at, updated_at)
     SELECT 'ns_' || u.user_id, u.token, now() + interval '30 days', u.user_id, now(), now()
       FROM unnest($1::text[], $2::text[]) AS u(user_id, token)`,
    [userIds, tokens],
  );
  return new Map(userIds.map((id, k) => [id, sessionCookie(secret, tokens[k]!)]));
}

/** Every battle's exact totals now: battle -> fighter -> votes. */
async function totalsNow(c: pg.Client): Promise<Map<string, Map<string, number>>> {
  const { rows } = await c.query<{ battle: string; fighter: string; total: number }>(
    `SELECT p.battle_event_id AS battle, p.user_id AS fighter, ${voteTotalSql('p')} AS total
       FROM battle_event_participants p WHERE p.battle_event_id = ANY($1)`,
    [BATTLES],
  );
  const out = new Map(BATTLES.map((b) => [b, new Map<string, number>()]));
  for (const r of rows) out.get(r.battle)!.set(r.fighter, Number(r.total));
  return out;
}

describe.skipIf(!PG_URL || !natsUp)(title, () => {
  const secret = newSecret();
  let scratch: ScratchDatabase;
  let db: pg.Client;
  let cookies: Map<string, string>;
  let servers: ServerProcess[] = [];
  /** The instances votes and streams go to; a killed one leaves it before it dies. */
  let alive: ServerProcess[] = [];
  const listeners: LiveListener[] = [];
  const answered = noAnsweredVotes();
  let load: ReturnType<typeof startLoad> | undefined;

  beforeAll(async () => {
    scratch = await createMigratedDatabase();
    await withClient(scratch.url, async (c) => {
      await createUsersSql(c, 'nf', FIGHTERS.length, 0);
      const voters = await createUsersSql(c, 'nv', VOTERS, 20);
      cookies = await bulkSessionCookies(c, secret, voters);
      await createBattlesSql(c, 'nb', BATTLES.length, 10, FIGHTERS, 'active');
    });
    db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    servers = await Promise.all(
      [1, 2, 3].map(() =>
        startServerProcess({
          databaseUrl: scratch.url,
          secret,
          env: { BUS_URL: NATS_URL, LIVE_TICK_MS: String(TICK_MS), DB_POOL_SIZE: '5' },
        }),
      ),
    );
    alive = [...servers];
    for (const server of servers) {
      for (const battle of BATTLES) {
        for (let k = 0; k < 2; k++) listeners.push(await openLiveListener(server.url, battle));
      }
    }
  });
  afterAll(async () => {
    await load?.stop();
    for (const l of listeners) l.close();
    for (const s of servers) await s.stop();
    await db?.end();
    // Whatever failed above, the machine's NATS runs again for the next suite.
    if (!(await natsListening()) && canRestartNats()) await startNats();
    await scratch?.drop();
  });

  /**
   * Request i: each round of VOTERS requests uses every voter once; a voter's next round moves to
   * the other battle, and every second round to another fighter, so no (voter, battle, fighter)
   * repeats for battles × fighters rounds.
   */
  const vote = async (i: number) => {
    const round = Math.floor(i / VOTERS);
    const pos = i % VOTERS;
    const voter = `nv${pos + 1}`;
    const battle = BATTLES[(pos + round) % BATTLES.length]!;
    const fighter =
      FIGHTERS[(Math.floor(pos / BATTLES.length) + Math.floor(round / BATTLES.length)) % FIGHTERS.length]!;
    const server = alive[i % alive.length]!;
    // Paced (8 loops, at most ~200 votes/s): a voter's turns come more than its 5 s gap apart.
    await sleep(40);
    const res = await fetch(`${server.url}/api/battles/${battle}/votes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.get(voter)! },
      body: JSON.stringify({ participantUserId: fighter }),
    });
    if (res.status === 200) addAnswered(answered, voter, battle, fighter);
    return res;
  };

  const liveListeners = () => listeners.filter((l) => !l.ended());

  /** Waits until each of `of` got a total above the exact totals read now; resolves with their times. */
  const newSnapshots = async (of: LiveListener[], since: number, timeoutMs: number) => {
    const thresholds = await totalsNow(db);
    return until(
      `a new snapshot on ${of.length} streams`,
      async () => {
        const times = of.map((l) => firstAbove(l, thresholds.get(l.battleId)!, since));
        return times.every((t) => t !== undefined) ? (times as number[]) : undefined;
      },
      timeoutMs,
    );
  };

  it("delivers the totals of votes taken on any instance to every instance's streams", async () => {
    const leader = await until('an instance to lead the live totals', () =>
      liveLeader(db).then((l) => l ?? undefined),
    );
    expect(servers.map((s) => s.child.pid)).toContain(leader.pid);
    load = startLoad(8, vote);
    await until('100 votes', async () => (load!.result.ok() >= 100 ? true : undefined));
    await newSnapshots(listeners, Date.now(), 10_000);
  });

  it('kill -9 of the leader mid-storm: another instance takes the lock within a few ticks, its streams go on', async () => {
    const leader = (await liveLeader(db))!;
    const victim = servers.find((s) => s.child.pid === leader.pid)!;
    alive = alive.filter((s) => s !== victim);
    const killedAt = Date.now();
    victim.child.kill('SIGKILL');
    const next = await until<LiveLeader & { at: number }>(
      'another instance to hold the lock',
      async () => {
        const l = await liveLeader(db);
        return l && l.pid !== leader.pid ? { ...l, at: Date.now() } : undefined;
      },
      10_000,
      10,
    );
    expect(await victim.exited).toBeNull();
    expect(alive.map((s) => s.child.pid)).toContain(next.pid);
    expect(next.at - killedAt, `lock taken ${next.at - killedAt} ms after the kill`).toBeLessThanOrEqual(
      TAKEOVER_LIMIT_MS,
    );
    const survivors = listeners.filter((l) => l.server !== victim.url);
    await newSnapshots(survivors, killedAt, 10_000);
    await until('the dead instance to end its streams', async () =>
      listeners.filter((l) => l.server === victim.url).every((l) => l.ended()) ? true : undefined,
    );
  });

  it.skipIf(!canRestartNats())('NATS restarted mid-storm: snapshots resume on every stream', async () => {
    const okBefore = load!.result.ok();
    await stopNats();
    await startNats();
    const upAt = Date.now();
    await newSnapshots(liveListeners(), upAt, 20_000);
    // Votes never needed the bus: they went on meanwhile.
    expect(load!.result.ok()).toBeGreaterThan(okBefore);
  });

  it('loses and doubles nothing: every vote answered 200 is stored once, kept = counted = ledger rows = coins', async () => {
    const result = await load!.stop();
    load = undefined;
    // Requests to the killed instance may get no answer; none may get a server error.
    expect(
      [...result.statuses.keys()].filter((s) => s >= 500),
      summary(result),
    ).toEqual([]);
    expect(result.ok(), summary(result)).toBeGreaterThan(0);
    const accounting = await voteAccounting(db, answered);
    expect(accountingProblems(accounting)).toEqual([]);
    expect(accounting.lost).toBe(0);
    // The last votes' snapshot reaches every stream still open: pages end on the exact totals.
    await until('every stream to show the exact totals', async () => {
      const exact = await totalsNow(db);
      return liveListeners().every((l) =>
        [...exact.get(l.battleId)!].every(([f, n]) => l.latest.get(f) === n),
      )
        ? true
        : undefined;
    });
  });
});
