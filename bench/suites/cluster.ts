// Three API instances behind haproxy on one PostgreSQL, live totals between them over NATS:
// thousands of SSE listeners through haproxy, a vote storm through haproxy, pgbench's one
// cast_vote() per transaction beside it, the delay from a vote's answer to the listeners showing
// it, each instance's CPU per listener-event; then, while votes keep coming, an instance killed,
// the live publisher killed, NATS restarted, the pooler's connections exhausted and the read
// replica stopped, and at the end every answered vote accounted for. The instances reach
// PostgreSQL through pgbouncer in transaction mode and read from a streaming replica when both
// can be started here (BENCH_CLUSTER_POOLER=0 / BENCH_CLUSTER_REPLICA=0 leave them out).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  canRestartNats,
  NATS_URL,
  natsListening,
  startNats,
  startNatsNow,
} from '#server/reliability/support/nats.ts';
import { PGBOUNCER, type Pgbouncer, startPgbouncer } from '#server/reliability/support/pgbouncer.ts';
import {
  allowLocalReplication,
  type Replica,
  serverBinaries,
  startReplica,
} from '#server/reliability/support/replica.ts';
import { accountingProblems, voteAccounting } from '#server/reliability/support/vote-accounting.ts';
import { cleanupNow, guardProcess, onCleanup } from '../lib/cluster/cleanup.ts';
import { connectionsByApp, exactTotals, prepareClusterData } from '../lib/cluster/database.ts';
import { exhaustPooler, stopReplica } from '../lib/cluster/database-faults.ts';
import {
  type Cluster,
  type FaultRow,
  killInstance,
  killLeader,
  restartNats,
  waitFor,
} from '../lib/cluster/faults.ts';
import { type Haproxy, hasHaproxy, startHaproxy } from '../lib/cluster/haproxy.ts';
import { cpuMs, type Instance, startInstance, stopInstance } from '../lib/cluster/instances.ts';
import { clock } from '../lib/cluster/listener-protocol.ts';
import { ListenerPool } from '../lib/cluster/listeners.ts';
import { delayLine, faultRows, instanceRows, statusLine } from '../lib/cluster/report.ts';
import { type StormShape, startStorm, VoteLog } from '../lib/cluster/storm.ts';
import { resetVoteGap, sessionCookie, sessionToken } from '../lib/data.ts';
import { fmt, percentile, table } from '../lib/load.ts';
import { freeConnections, hasPgbench, type PgbenchResult, pgbench } from '../lib/pgbench.ts';
import { createScratchDatabase, freePort, sleep } from '../lib/server.ts';
import type { SuiteContext } from '../lib/suite.ts';

const INSTANCES = 3;
const LISTENERS = Number(process.env.BENCH_CLUSTER_LISTENERS ?? 3_000);
const LISTENER_PROCESSES = Number(process.env.BENCH_CLUSTER_LISTENER_PROCESSES ?? 2);
/** One listener in this many keeps every total it saw, for the delay figures. */
const SAMPLE_EVERY = 10;
const CONNECTIONS = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 100);
const STORM_SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 20);
/** The storm before the listeners connect. */
const BARE_SECONDS = 10;
/** Each instance's pool: three of them and pgbench's as many clients fit under max_connections = 100. */
const POOL = Number(process.env.BENCH_CLUSTER_POOL ?? 12);
const TICK_MS = 200;
/** The pooler's server connections: fewer than the instances' pools hold together, as in production. */
const POOLER_SIZE = Number(process.env.BENCH_CLUSTER_POOLER_SIZE ?? 20);
/** How long a query may wait for one of them before the pooler refuses it (the instances answer 503). */
const POOLER_WAIT_S = 2;
const WITH_POOLER = process.env.BENCH_CLUSTER_POOLER !== '0';
const WITH_REPLICA = process.env.BENCH_CLUSTER_REPLICA !== '0';
const SHAPE: StormShape = { voters: 20_000, battles: 10, fighters: 10 };
const PG_BATTLES = 100;
const PG_VOTES = 20_000;
/** Streams come from 127.0.0.2-20, as from many clients (and never short of source ports). */
const LOCAL_ADDRESSES = Array.from({ length: 19 }, (_, i) => `127.0.0.${i + 2}`);

async function pgbenchPhase(root: string, db: pg.Client, url: string, pool: number, notes: string[]) {
  if (!hasPgbench()) {
    notes.push('pgbench is not installed: no database figure beside the API');
    return null;
  }
  const clients = Math.min(INSTANCES * pool, await freeConnections(db));
  const perClient = Math.floor(PG_VOTES / clients);
  try {
    const r: PgbenchResult = pgbench({
      url,
      script: path.join(root, 'bench/sql/vote.sql'),
      clients,
      transactions: perClient,
      defines: {
        i: 0,
        per_client: perClient,
        battle_base: SHAPE.battles + 1,
        battles: PG_BATTLES,
        participants: SHAPE.fighters,
      },
    });
    return { ...r, clients };
  } catch (err) {
    notes.push(
      `pgbench of bench/sql/vote.sql failed (does cast_vote() still take its parameters?): ${String(err).slice(0, 300)}`,
    );
    return null;
  } finally {
    await resetVoteGap(db);
  }
}

/** An answer's body as one line of text (haproxy's error pages are HTML). */
const oneLine = (body: string) =>
  body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Each instance's CPU time so far and the requests haproxy sent it. */
async function usage(instances: Instance[], haproxy: Haproxy) {
  return { cpu: instances.map((i) => cpuMs(i.pid)), requests: await haproxy.requests() };
}

/** CPU milliseconds per request of instance k between two usage readings (null if unknown). */
function perRequest(a: Awaited<ReturnType<typeof usage>>, b: Awaited<ReturnType<typeof usage>>, k: number) {
  const slot = `i${k + 1}`;
  const requests = (b.requests[slot] ?? 0) - (a.requests[slot] ?? 0);
  const cpu = a.cpu[k] === null || b.cpu[k] === null ? null : b.cpu[k]! - a.cpu[k]!;
  return cpu === null || requests === 0 ? null : cpu / requests;
}

async function checkSession(url: string, secret: string) {
  const res = await fetch(`${url}/api/me`, {
    headers: { cookie: sessionCookie(secret, sessionToken('v', 1)) },
  });
  const body = await res.text();
  if (res.status !== 200 || !body.includes('v_user_1'))
    throw new Error(`signed session cookie refused through haproxy: ${res.status} ${body.slice(0, 300)}`);
}

export async function run({ root, log }: SuiteContext): Promise<string[]> {
  if (!hasHaproxy()) return ["- skipped: haproxy is not installed (Debian's `apt-get install haproxy`)"];
  if (!existsSync(path.join(root, 'dist/server/main.js')))
    return ['- skipped: no build (`npm run build` first)'];
  const notes: string[] = [];
  // Other sessions share the machine: the load the run started under, beside RESULTS.md's at the end.
  notes.push(
    `load average at the start: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  let busUrl: string | undefined = NATS_URL;
  if (!(await natsListening())) {
    if (canRestartNats()) {
      await startNats();
      notes.push('NATS was not running: started it');
    } else {
      busUrl = undefined;
      notes.push('NATS is not reachable: the instances ran without BUS_URL (PostgreSQL NOTIFY between them)');
    }
  }
  const scratch = await createScratchDatabase();
  if ('error' in scratch) return [`- skipped: PostgreSQL unreachable (${scratch.error})`];
  const unguard = guardProcess();
  // Whatever happens below, the machine's NATS is running afterwards.
  if (canRestartNats()) onCleanup(startNatsNow);
  const instances: Instance[] = [];
  let haproxy: Haproxy | undefined;
  let listeners: ListenerPool | undefined;
  let bouncer: Pgbouncer | undefined;
  let replica: Replica | undefined;
  let replicaStopped = false;
  const db = new pg.Client({ connectionString: scratch.url });
  // A lost monitoring connection fails the next query with its reason, not the bench process.
  db.on('error', (err) => log(`monitoring connection lost: ${err.message}`));
  try {
    await db.connect();
    // Each instance holds its pool, its publisher candidacy and its LISTENs, under a max_connections
    // other sessions on the machine may be using too.
    const free = await freeConnections(db);
    const pool = Math.min(POOL, Math.floor(free / INSTANCES) - 3);
    if (pool < 2)
      return [`- skipped: ${free} free PostgreSQL connections, too few for ${INSTANCES} instances`];
    if (pool < POOL) notes.push(`DB_POOL_SIZE ${pool}, not ${POOL}: ${free} connections were free`);
    const secret = randomBytes(32).toString('hex');
    if (WITH_POOLER && PGBOUNCER) {
      bouncer = await startPgbouncer(scratch.url, {
        poolSize: POOLER_SIZE,
        queryWaitTimeoutS: POOLER_WAIT_S,
      });
    } else if (WITH_POOLER) {
      notes.push(
        "pgbouncer is not installed (Debian's `apt-get install pgbouncer`): the instances connect directly",
      );
    }
    if (WITH_REPLICA) {
      const bin = await serverBinaries(scratch.url);
      const refused = bin
        ? await allowLocalReplication(scratch.url)
        : 'no pg_basebackup of the server version';
      if (bin && !refused) replica = await startReplica(scratch.url, bin);
      else notes.push(`no read replica: ${refused}`);
    }
    const env: Record<string, string> = {
      DATABASE_URL: bouncer ? bouncer.urlFor(scratch.url) : scratch.url,
      // Migrations, the live publisher's lock and LISTEN need a session: never through the pooler.
      DATABASE_DIRECT_URL: scratch.url,
      ...(replica ? { DATABASE_READ_URL: replica.urlFor(scratch.url) } : {}),
      AUTH_SECRET: secret,
      DB_POOL_SIZE: String(pool),
      TRUST_PROXY: '1',
      LIVE_STREAMS_PER_NETWORK: '100000',
      LIVE_TICK_MS: String(TICK_MS),
      ...(busUrl ? { BUS_URL: busUrl } : {}),
    };
    const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
    const slots = ports.map((port, i) => ({ slot: `i${i + 1}`, port }));
    // The first start migrates the empty database; the others then start together.
    instances.push(await startInstance(root, { ...slots[0]!, env }));
    let t = clock();
    await prepareClusterData(scratch.url, SHAPE, PG_BATTLES);
    log(
      `data: ${SHAPE.voters} voters, ${SHAPE.battles + PG_BATTLES} battles × ${SHAPE.fighters} fighters in ${((clock() - t) / 1000).toFixed(1)} s`,
    );
    await replica?.caughtUp();
    instances.push(...(await Promise.all(slots.slice(1).map((s) => startInstance(root, { ...s, env })))));
    haproxy = await startHaproxy(slots);
    await checkSession(haproxy.url, secret);
    const pgResult = await pgbenchPhase(root, db, scratch.url, pool, notes);
    if (pgResult)
      log(
        `pgbench, one cast_vote() per transaction (${pgResult.clients} clients): ${fmt.rate(pgResult.tps)} votes/s, p50 ${fmt.ms(pgResult.p50)}, p99 ${fmt.ms(pgResult.p99)}, failed ${pgResult.failed}`,
      );

    // The storm once without listeners: each instance's CPU per request it was sent, to tell the
    // votes' share of its CPU from the streams' below (and a warm-up: JIT, pools, plan caches).
    const votes = new VoteLog(SHAPE);
    const u0 = await usage(instances, haproxy);
    const bare = await startStorm({
      url: haproxy.url,
      connections: CONNECTIONS,
      seconds: BARE_SECONDS,
      secret,
      log: votes,
    }).done;
    const u1 = await usage(instances, haproxy);
    const cpuPerRequest = instances.map((_, k) => perRequest(u0, u1, k));
    const bareOk = votes.between(bare.startedAt, bare.endedAt + 1);
    const bareRate = bareOk.ok / ((bare.endedAt - bare.startedAt) / 1000);
    const bareLatencies = [...bare.ok.latency].sort((a, b) => a - b);
    log(
      `storm without listeners: ${fmt.rate(bareRate)} votes/s; CPU per request: ${cpuPerRequest.map((c) => (c === null ? 'n/a' : `${c.toFixed(2)} ms`)).join(' / ')}`,
    );

    listeners = ListenerPool.start(LISTENER_PROCESSES);
    t = clock();
    const opened = await listeners.open({
      url: haproxy.url,
      battles: Array.from({ length: SHAPE.battles }, (_, b) => `b${b + 1}`),
      fighters: Array.from({ length: SHAPE.fighters }, (_, f) => `p${f + 1}`),
      count: LISTENERS,
      sampleEvery: SAMPLE_EVERY,
      localAddresses: LOCAL_ADDRESSES,
    });
    const spread = (await listeners.stats()).connected;
    log(
      `listeners: ${opened.opened} streams open (${opened.failed} refused) in ${((clock() - t) / 1000).toFixed(1)} s: ${JSON.stringify(spread)}`,
    );
    const idleConnections = await connectionsByApp(db);

    // The measured storm, without faults.
    await listeners.all({ op: 'record', on: true });
    const helpers = [haproxy.pid, ...listeners.pids];
    const h0 = helpers.map((pid) => cpuMs(pid));
    const c0 = await usage(instances, haproxy);
    const events0 = (await listeners.stats()).events;
    const storm = startStorm({
      url: haproxy.url,
      connections: CONNECTIONS,
      seconds: STORM_SECONDS,
      secret,
      log: votes,
    });
    await sleep((STORM_SECONDS * 1000) / 2);
    const busyConnections = await connectionsByApp(db);
    const cleanRun = await storm.done;
    const c1 = await usage(instances, haproxy);
    const h1 = helpers.map((pid) => cpuMs(pid));
    const events1 = (await listeners.stats()).events;
    // The last votes' totals are still on their way: a few ticks plus the streams' pacing.
    await sleep(4 * TICK_MS + 1_000);
    await listeners.all({ op: 'record', on: false });
    const [t0, t1] = [cleanRun.startedAt, cleanRun.endedAt];
    const clean = votes.between(t0, t1 + 1);
    const seconds = (t1 - t0) / 1000;
    const okLatencies = [...cleanRun.ok.latency].sort((a, b) => a - b);
    const apiRate = clean.ok / seconds;
    log(
      `API through haproxy: ${fmt.rate(apiRate)} votes/s, p50 ${fmt.ms(percentile(okLatencies, 50))}, p99 ${fmt.ms(percentile(okLatencies, 99))}, other answers: ${statusLine(clean.other)}`,
    );
    const delays = await listeners.delays(votes.okBetween(t0, t1));
    log(`answer-to-listener delay: ${delayLine(delays)}`);
    const stats = await listeners.stats();
    const figures = instances.map((i, k) => {
      const cpu = c0.cpu[k] === null || c1.cpu[k] === null ? null : c1.cpu[k]! - c0.cpu[k]!;
      const requests = (c1.requests[i.slot] ?? 0) - (c0.requests[i.slot] ?? 0);
      const per = cpuPerRequest[k];
      return {
        slot: i.slot,
        listeners: stats.connected[i.slot] ?? 0,
        events: (events1[i.slot] ?? 0) - (events0[i.slot] ?? 0),
        requests,
        cpuMs: cpu,
        voteCpuMs: per === null || per === undefined ? null : requests * per,
      };
    });
    for (const line of instanceRows(figures, seconds)) log(line);
    const spent = (k: number) =>
      h0[k] === null || h1[k] === null ? 'n/a' : `${((h1[k]! - h0[k]!) / 1000).toFixed(1)} s`;
    const benchCpu = `haproxy ${spent(0)}, the listener processes ${helpers
      .slice(1)
      .map((_, k) => spent(k + 1))
      .join(
        ' + ',
      )}, the vote storm ${(cleanRun.cpuMs / 1000).toFixed(1)} s, the instances ${figures.map((f) => (f.cpuMs === null ? 'n/a' : (f.cpuMs / 1000).toFixed(1))).join(' + ')} s, in ${seconds.toFixed(0)} s on ${os.cpus().length} cores (load average ${os.loadavg()[0]!.toFixed(1)})`;
    log(`CPU during the storm: ${benchCpu}`);
    if (stats.snapshots === 0)
      notes.push(
        `no 'totals' snapshot reached a listener: this build sends one 'votes' update per vote (${stats.perVoteUpdates} read as one-fighter totals)`,
      );

    // The same storm again, with faults.
    const cluster: Cluster = {
      root,
      env,
      instances,
      haproxy,
      listeners,
      db,
      dbUrl: scratch.url,
      tickMs: TICK_MS,
      busIsNats: busUrl !== undefined,
      print: log,
    };
    const faultStorm = startStorm({
      url: haproxy.url,
      connections: CONNECTIONS,
      seconds: 600,
      secret,
      log: votes,
    });
    const faults: FaultRow[] = [];
    await sleep(3_000);
    faults.push(await killInstance(cluster));
    await sleep(2_000);
    faults.push(await killLeader(cluster, SHAPE));
    await sleep(2_000);
    faults.push(await restartNats(cluster, SHAPE));
    await sleep(2_000);
    if (bouncer) {
      faults.push(await exhaustPooler(cluster, bouncer, POOLER_SIZE, 4_000));
      await sleep(2_000);
    }
    if (replica) {
      replicaStopped = true;
      faults.push(await stopReplica(cluster, replica));
      await sleep(1_000);
    }
    const faultRun = await faultStorm.stop();
    const faultVotes = votes.between(faultRun.startedAt, faultRun.endedAt + 1);
    const faultSeconds = (faultRun.endedAt - faultRun.startedAt) / 1000;
    for (const [status, body] of Object.entries(votes.samples))
      notes.push(`a vote answered ${status}: ${oneLine(body)}`);

    // Votes the instances had queued when the storm stopped still commit: compare with the totals
    // as they are at each try.
    const converged =
      (await waitFor(
        async () => {
          const c = await listeners!.converged(await exactTotals(db, SHAPE), faultRun.endedAt);
          return c.matching === c.connected ? c : null;
        },
        15_000,
        200,
      )) ?? (await listeners.converged(await exactTotals(db, SHAPE), faultRun.endedAt));
    const accounting = await voteAccounting(db, votes.answered);
    const problems = accountingProblems(accounting);
    const afterLine = `${accounting.answered} votes answered 200 in both storms: ${accounting.lost} lost, ${accounting.doubled} doubled; kept ${accounting.kept} = counted ${accounting.counted} = ledger rows ${accounting.ledgerRows} = coins taken ${accounting.coinsTaken}: ${problems.length === 0 ? 'all hold, every wallet equals its ledger' : `BROKEN: ${problems.join('; ')}`}`;
    log(`after the faults: ${afterLine}`);
    log(
      `listeners with every total exact at the end: ${converged.matching} / ${converged.connected} connected before the storm ended (${converged.late} reconnected after it)`,
    );
    const { refused, refusedBodies } = await listeners.stats();
    for (const [status, body] of Object.entries(refusedBodies))
      notes.push(`a stream request answered ${status}: ${oneLine(body)}`);

    return [
      `${INSTANCES} instances (\`node dist/server/main.js\`, DB_POOL_SIZE ${pool} each, ${bouncer ? `through pgbouncer in transaction mode (${POOLER_SIZE} server connections, query_wait_timeout ${POOLER_WAIT_S} s)` : 'directly to PostgreSQL'}, ${replica ? 'DATABASE_READ_URL a streaming replica (pg_basebackup)' : 'no replica'}, ${busUrl ? `BUS_URL ${busUrl}` : 'no BUS_URL'}, LIVE_TICK_MS ${TICK_MS}, TRUST_PROXY 1) behind haproxy (API round robin, streams leastconn, /livez every second, every 250 ms after a failure); ${opened.opened} SSE listeners in ${LISTENER_PROCESSES} processes over ${SHAPE.battles} battles × ${SHAPE.fighters} fighters, from ${LOCAL_ADDRESSES.length} loopback addresses, through haproxy; votes from ${CONNECTIONS} connections through haproxy, every (voter, battle, fighter) new.`,
      ...notes.map((n) => `- note: ${n}`),
      '',
      ...table(
        ['figure', 'value'],
        [
          [
            `API votes/s, ${((bare.endedAt - bare.startedAt) / 1000).toFixed(0)} s storm without listeners`,
            `${fmt.rate(bareRate)} (p50 ${fmt.ms(percentile(bareLatencies, 50))}, p99 ${fmt.ms(percentile(bareLatencies, 99))}; other answers: ${statusLine(bareOk.other)})`,
          ],
          [
            `API votes/s, ${seconds.toFixed(0)} s storm with ${opened.opened} listeners`,
            `${fmt.rate(apiRate)} (p50 ${fmt.ms(percentile(okLatencies, 50))}, p99 ${fmt.ms(percentile(okLatencies, 99))}; other answers: ${statusLine(clean.other)})`,
          ],
          [
            'pgbench, one cast_vote() per transaction (bench/sql/vote.sql)',
            pgResult
              ? `${fmt.rate(pgResult.tps)} (${pgResult.clients} clients, p50 ${fmt.ms(pgResult.p50)}, ${pgResult.failed} failed)`
              : 'n/a',
          ],
          [
            'API / pgbench, without / with listeners',
            pgResult ? `${fmt.pct(bareRate / pgResult.tps)} / ${fmt.pct(apiRate / pgResult.tps)}` : 'n/a',
          ],
          ["vote's answer to a listener showing its count (1 listener in 10)", delayLine(delays)],
          ['connections at PostgreSQL, idle with listeners', idleConnections],
          ['connections at PostgreSQL, mid-storm', busyConnections],
        ],
      ),
      '',
      ...instanceRows(figures, seconds),
      '',
      `CPU during that storm: ${benchCpu}. On one machine the listeners and haproxy take their share of the cores the instances and PostgreSQL need; a storm of fixed concurrency then answers more slowly and so casts fewer votes a second.`,
      '',
      `Faults, while ${CONNECTIONS} connections keep voting (${faultVotes.ok} votes answered 200 in ${faultSeconds.toFixed(0)} s; other answers: ${statusLine(faultVotes.other)}):`,
      '',
      ...faultRows(faults, votes),
      '',
      `- after both storms: ${afterLine}`,
      `- listeners whose every total equals the database's at the end: ${converged.matching} / ${converged.connected} connected before the storm ended (${converged.late} connected after it, when no snapshot was due any more: a page refetches the battle then); stream requests refused or failed over the run: ${statusLine(refused)}`,
    ];
  } finally {
    await listeners?.close().catch(() => undefined);
    await haproxy?.stop().catch(() => undefined);
    await Promise.all(instances.map((i) => stopInstance(i).catch(() => undefined)));
    await db.end().catch(() => undefined);
    if (replica && !replicaStopped) await replica.stop().catch(() => undefined);
    await bouncer?.stop().catch(() => undefined);
    cleanupNow();
    unguard();
    await scratch.drop();
  }
}
