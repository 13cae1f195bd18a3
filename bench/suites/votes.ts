// Vote throughput against the database's own limit: the real authenticated endpoint (100 concurrent
// connections, each request a different voter/battle/participant) and pgbench running the SQL the
// service sends per vote (bench/sql/vote.sql: one cast_vote() statement, session included), in one
// run; then the hot case (every vote on one fighter).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  analyze,
  createBattles,
  createSessions,
  createUsers,
  resetVoteGap,
  sessionCookie,
  sessionToken,
  withClient,
} from '../lib/data.ts';
import { fmt, type LoadRequest, type LoadResult, load, table } from '../lib/load.ts';
import { freeConnections, hasPgbench, type PgbenchResult, pgbench } from '../lib/pgbench.ts';
import { type BenchServer, createScratchDatabase, startServer } from '../lib/server.ts';
import type { SuiteContext } from '../lib/suite.ts';

export const CONNECTIONS = 100;
/**
 * Database connections on each side: the API's pool (DB_POOL_SIZE) and pgbench's clients, so the
 * database sees the same concurrency from both (100 HTTP voters queue on the API's pool; pgbench
 * cannot open 100 with max_connections = 100). Both together must fit under max_connections.
 */
export const DB_CONNECTIONS = Number(process.env.BENCH_DB_CONNECTIONS ?? 40);
const VOTERS = Number(process.env.BENCH_VOTERS ?? 24_000);
const BATTLES = 100;
const PARTICIPANTS = 20;
/**
 * Battle numbers per phase (every phase has its own, so each vote's triple is new): spread phases
 * use BATTLES battles each, hot phases one battle; `fn` is pgbench running cast_vote() as the API
 * does (bench/sql/vote.sql), `stmts` the writes alone as separate statements (vote-statements.sql).
 */
const BASE = {
  apiSpread: 1,
  fnSpread: BATTLES + 1,
  stmtsSpread: 2 * BATTLES + 1,
  apiHot: 3 * BATTLES + 1,
  fnHot: 3 * BATTLES + 2,
  stmtsHot: 3 * BATTLES + 3,
  warmUp: 3 * BATTLES + 4,
};
const WARM_UP_VOTES = 1000;

/** Creates the voters, fighters and battles every phase needs; each voter votes once per phase. */
export async function prepareVoteData(url: string, { voters = VOTERS }: { voters?: number } = {}) {
  await withClient(url, async (c) => {
    await createUsers(c, { prefix: 'p', count: PARTICIPANTS });
    await createUsers(c, { prefix: 'v', count: voters, balance: 10 });
    await createSessions(c, { prefix: 'v', count: voters });
    await createBattles(c, { prefix: 'b', count: 3 * BATTLES, participants: PARTICIPANTS });
    await createBattles(c, { prefix: 'b', from: BASE.apiHot, count: 3, participants: PARTICIPANTS });
    await createBattles(c, { prefix: 'b', from: BASE.warmUp, count: BATTLES, participants: PARTICIPANTS });
    await analyze(c);
  });
}

/** The i-th request of a phase: voter i+1, battles base.., fighters spread (or one when hot). */
function voteRequest(
  secret: string,
  base: number,
  battles: number,
  participants: number,
): (i: number) => LoadRequest {
  return (i) => {
    const battle = base + (i % battles);
    const part = 1 + (Math.floor(i / battles) % participants);
    return {
      method: 'POST',
      path: `/api/battles/b${battle}/votes`,
      headers: {
        'content-type': 'application/json',
        cookie: sessionCookie(secret, sessionToken('v', i + 1)),
      },
      body: JSON.stringify({ participantUserId: `p${part}` }),
    };
  };
}

/** The built server on its scratch database (the bench reads and writes that database directly). */
export type VoteServer = BenchServer & { dbUrl: string };

type PgPhaseResult = PgbenchResult & { clients: number };

async function apiPhase(
  server: VoteServer,
  secret: string,
  base: number,
  battles: number,
  participants: number,
  amount: number,
): Promise<LoadResult> {
  await withClient(server.dbUrl, resetVoteGap);
  return load({
    url: server.url,
    connections: CONNECTIONS,
    amount,
    next: voteRequest(secret, base, battles, participants),
  });
}

/**
 * pgbench with as many clients as the API has database connections, or fewer when max_connections
 * leaves no room (the machine is shared): the count is taken just before the run, halved on refusal.
 */
async function pgPhase(
  root: string,
  url: string,
  script: string,
  base: number,
  battles: number,
  participants: number,
  amount: number,
): Promise<PgPhaseResult> {
  let clients = Math.min(DB_CONNECTIONS, await withClient(url, (c) => freeConnections(c)));
  for (;;) {
    await withClient(url, resetVoteGap);
    const perClient = Math.floor(amount / clients);
    try {
      const r = pgbench({
        url,
        script: path.join(root, 'bench/sql', script),
        clients,
        transactions: perClient,
        defines: { i: 0, per_client: perClient, battle_base: base, battles, participants },
      });
      return { ...r, clients };
    } catch (err) {
      if (!/too many clients/.test(String(err)) || clients < 10) throw err;
      clients = Math.floor(clients / 2);
    }
  }
}

/** Runs the API and pgbench for spread and hot votes on a prepared database; returns the figures. */
export interface VoteFigures {
  apiSpread: LoadResult;
  pgSpread: PgPhaseResult;
  stmtsSpread: PgPhaseResult;
  apiHot: LoadResult;
  pgHot: PgPhaseResult;
  stmtsHot: PgPhaseResult;
  counted: { counted: number; votes: number; off: number };
}

export async function measureVotes({
  root,
  server,
  secret,
  log,
  voters = VOTERS,
  label = '',
}: {
  root: string;
  server: VoteServer;
  secret: string;
  log: SuiteContext['log'];
  voters?: number;
  label?: string;
}): Promise<VoteFigures> {
  const amount = voters - CONNECTIONS;
  const pgLine = (name: string, r: PgPhaseResult) =>
    log(
      `${label}${name} (${r.clients} clients): ${fmt.rate(r.tps)} votes/s, p50 ${fmt.ms(r.p50)}, p99 ${fmt.ms(r.p99)}, failed ${r.failed}`,
    );
  const apiLine = (name: string, r: LoadResult) =>
    log(
      `${label}${name}: ${fmt.rate(r.okPerSec)} votes/s, p50 ${fmt.ms(r.p50)}, p99 ${fmt.ms(r.p99)}, non-200: ${fmt.other(r.other)}`,
    );
  // JIT, connection pool and per-connection plan caches warm up before anything is measured.
  await apiPhase(server, secret, BASE.warmUp, BATTLES, PARTICIPANTS, WARM_UP_VOTES);
  const apiSpread = await apiPhase(server, secret, BASE.apiSpread, BATTLES, PARTICIPANTS, amount);
  apiLine('API spread', apiSpread);
  const pgSpread = await pgPhase(
    root,
    server.dbUrl,
    'vote.sql',
    BASE.fnSpread,
    BATTLES,
    PARTICIPANTS,
    amount,
  );
  pgLine("pgbench spread, the service's statement", pgSpread);
  const stmtsSpread = await pgPhase(
    root,
    server.dbUrl,
    'vote-statements.sql',
    BASE.stmtsSpread,
    BATTLES,
    PARTICIPANTS,
    amount,
  );
  pgLine('pgbench spread, writes as statements', stmtsSpread);
  const apiHot = await apiPhase(server, secret, BASE.apiHot, 1, 1, amount);
  apiLine('API hot', apiHot);
  const pgHot = await pgPhase(root, server.dbUrl, 'vote.sql', BASE.fnHot, 1, 1, amount);
  pgLine("pgbench hot, the service's statement", pgHot);
  const stmtsHot = await pgPhase(root, server.dbUrl, 'vote-statements.sql', BASE.stmtsHot, 1, 1, amount);
  pgLine('pgbench hot, writes as statements', stmtsHot);
  const counted = await withClient(server.dbUrl, async (c) => {
    const { rows } = await c.query<VoteFigures['counted']>(
      `SELECT ((SELECT coalesce(sum(unsharded_votes), 0) FROM battle_event_participants)
                + (SELECT coalesce(sum(votes), 0) FROM participant_vote_shards))::int AS counted,
              (SELECT count(*) FROM battle_event_user_votes)::int AS votes,
              (SELECT count(*) FROM user_credits u WHERE u.balance <>
                 (SELECT coalesce(sum(amount), 0) FROM credit_transactions t WHERE t.user_id = u.user_id))::int AS off`,
    );
    return rows[0]!;
  });
  return { apiSpread, pgSpread, stmtsSpread, apiHot, pgHot, stmtsHot, counted };
}

export function voteRows(r: VoteFigures): string[][] {
  const api = (name: string, x: LoadResult) => [
    name,
    fmt.rate(x.okPerSec),
    fmt.ms(x.p50),
    fmt.ms(x.p99),
    fmt.other(x.other),
  ];
  const pg = (name: string, x: PgPhaseResult) => [
    `${name} (${x.clients} clients)`,
    fmt.rate(x.tps),
    fmt.ms(x.p50),
    fmt.ms(x.p99),
    `${x.failed} failed`,
  ];
  return [
    api('API spread', r.apiSpread),
    pg("pgbench spread, the service's SQL (cast_vote(), session included)", r.pgSpread),
    pg('pgbench spread, the writes alone as statements', r.stmtsSpread),
    api('API hot (one fighter)', r.apiHot),
    pg("pgbench hot, the service's SQL", r.pgHot),
    pg('pgbench hot, writes as statements', r.stmtsHot),
  ];
}

export function voteRatios(r: VoteFigures) {
  return {
    apiVsPg: r.apiSpread.okPerSec / r.pgSpread.tps,
    hotVsSpread: r.apiHot.okPerSec / r.apiSpread.okPerSec,
    pgHotVsSpread: r.pgHot.tps / r.pgSpread.tps,
    stmtsHotVsSpread: r.stmtsHot.tps / r.stmtsSpread.tps,
    apiVsStmts: r.apiSpread.okPerSec / r.stmtsSpread.tps,
  };
}

/** Starts the built server on a scratch database with a known AUTH_SECRET (to sign session cookies). */
export async function startBenchServer(
  root: string,
  scratch: { url: string },
  env: Record<string, string> = {},
): Promise<{ server: VoteServer; secret: string }> {
  const secret = randomBytes(32).toString('hex');
  const server = await startServer(root, {
    env: {
      DATABASE_URL: scratch.url,
      AUTH_SECRET: secret,
      SEED_DEMO: 'never',
      DB_POOL_SIZE: String(DB_CONNECTIONS),
      ...env,
    },
  });
  return { server: { ...server, dbUrl: scratch.url }, secret };
}

/** One GET /api/me with voter 1's cookie proves the cookie signing matches better-auth's. */
export async function checkSession(server: BenchServer, secret: string) {
  const res = await fetch(`${server.url}/api/me`, {
    headers: { cookie: sessionCookie(secret, sessionToken('v', 1)) },
  });
  const body = await res.json().catch(() => ({}));
  if (res.status !== 200 || !JSON.stringify(body).includes('v_user_1'))
    throw new Error(`signed session cookie refused: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
}

export async function run({ root, log }: SuiteContext): Promise<string[]> {
  if (!hasPgbench()) return ['- skipped: pgbench is not installed'];
  const scratch = await createScratchDatabase();
  if ('error' in scratch) return [`- skipped: PostgreSQL unreachable (${scratch.error})`];
  let server: VoteServer | undefined;
  try {
    const started = await startBenchServer(root, scratch);
    server = started.server;
    const t0 = performance.now();
    await prepareVoteData(scratch.url);
    log(
      `data: ${VOTERS} voters with sessions, ${4 * BATTLES + 3} battles × ${PARTICIPANTS} fighters in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    await checkSession(server, started.secret);
    const r = await measureVotes({ root, server, secret: started.secret, log });
    const ratios = voteRatios(r);
    const lines = [
      `${CONNECTIONS} connections; ${VOTERS - CONNECTIONS} votes per phase, every (voter, battle, fighter) used once; spread = ${BATTLES} battles × ${PARTICIPANTS} fighters.`,
      '',
      ...table(['phase', 'votes/s', 'p50', 'p99', 'non-200 / failures'], voteRows(r)),
      '',
      `- API / pgbench running the service's SQL (spread): **${fmt.pct(ratios.apiVsPg)}** (target >= 50%); API / pgbench with the writes alone as separate statements: ${fmt.pct(ratios.apiVsStmts)}`,
      `- API hot / API spread: **${fmt.pct(ratios.hotVsSpread)}** (target >= 70%); pgbench hot / spread: ${fmt.pct(ratios.pgHotVsSpread)} with the service's SQL, ${fmt.pct(ratios.stmtsHotVsSpread)} with statements (the counter row held across round trips)`,
      `- check: ${r.counted.votes} vote rows, ${r.counted.counted} counted on participants, ${r.counted.off} wallets off their ledger`,
    ];
    for (const l of lines.slice(2)) log(l);
    return lines;
  } finally {
    await server?.stop();
    await scratch.drop();
  }
}
