// Vote throughput against the database's own limit, in one run: the real authenticated endpoint
// (100 concurrent connections, each request a different voter/battle/participant), which sends the
// votes of each turn together as one cast_votes() statement (docs/decisions/0029-votes-in-batches.md),
// beside pgbench casting one vote per transaction with cast_vote() (bench/sql/vote.sql, how the API
// cast each vote before the batches) and, for the ceiling, pgbench sending cast_votes() batches
// (bench/sql/votes-batch.sql); then the hot case (every vote on one fighter), and the books.
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
/** Votes per cast_votes() statement in the pgbench batch phases (the API's batches vary with load). */
const PG_BATCH = Number(process.env.BENCH_PG_BATCH ?? 50);
/**
 * Battle numbers per phase (every phase has its own, so each vote's triple is new): spread phases
 * use BATTLES battles each, hot phases one battle; `one` is pgbench casting one vote per transaction
 * (bench/sql/vote.sql), `batch` pgbench sending PG_BATCH votes per cast_votes() (votes-batch.sql).
 */
const BASE = {
  apiSpread: 1,
  oneSpread: BATTLES + 1,
  batchSpread: 2 * BATTLES + 1,
  apiHot: 3 * BATTLES + 1,
  oneHot: 3 * BATTLES + 2,
  batchHot: 3 * BATTLES + 3,
  warmUp: 3 * BATTLES + 4,
};
const WARM_UP_VOTES = 1000;
/** Each voter's wallet before the run (with its ledger row): enough for every phase. */
const VOTER_BALANCE = 10;

/** Creates the voters, fighters and battles every phase needs; each voter votes once per phase. */
export async function prepareVoteData(url: string, { voters = VOTERS }: { voters?: number } = {}) {
  await withClient(url, async (c) => {
    await createUsers(c, { prefix: 'p', count: PARTICIPANTS });
    await createUsers(c, { prefix: 'v', count: voters, balance: VOTER_BALANCE });
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

type PgPhaseResult = PgbenchResult & { clients: number; batch: number };

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
 * `batch` votes per transaction (votes-batch.sql) or one (vote.sql); tps is reported as votes/s.
 */
async function pgPhase(
  root: string,
  url: string,
  base: number,
  battles: number,
  participants: number,
  amount: number,
  batch = 1,
): Promise<PgPhaseResult> {
  let clients = Math.min(DB_CONNECTIONS, await withClient(url, (c) => freeConnections(c)));
  for (;;) {
    await withClient(url, resetVoteGap);
    const perClient = Math.floor(amount / clients / batch);
    try {
      const r = pgbench({
        url,
        script: path.join(root, 'bench/sql', batch === 1 ? 'vote.sql' : 'votes-batch.sql'),
        clients,
        transactions: perClient,
        defines: { i: 0, per_client: perClient, batch, battle_base: base, battles, participants },
      });
      return { ...r, tps: r.tps * batch, clients, batch };
    } catch (err) {
      if (!/too many clients/.test(String(err)) || clients < 10) throw err;
      clients = Math.floor(clients / 2);
    }
  }
}

/**
 * The books after every phase: coins taken from the wallets (their sum before the run minus after),
 * vote rows kept, votes counted on the fighters, vote_expense ledger rows, and wallets that differ
 * from the sum of their ledger. Every vote taken must show in all four, and no wallet be off.
 */
export interface VoteBooks {
  taken: number;
  kept: number;
  counted: number;
  ledger: number;
  off: number;
}

const walletsTotal = (url: string) =>
  withClient(url, async (c) => {
    const { rows } = await c.query<{ total: number }>(
      'SELECT coalesce(sum(balance), 0)::bigint::float8 AS total FROM user_credits',
    );
    return Number(rows[0]!.total);
  });

async function readBooks(url: string, walletsBefore: number): Promise<VoteBooks> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<Omit<VoteBooks, 'taken'> & { wallets: number }>(
      `SELECT (SELECT count(*) FROM battle_event_user_votes)::int AS kept,
              ((SELECT coalesce(sum(unsharded_votes), 0) FROM battle_event_participants)
                + (SELECT coalesce(sum(votes), 0) FROM participant_vote_shards))::int AS counted,
              (SELECT count(*) FROM credit_transactions WHERE type = 'vote_expense')::int AS ledger,
              (SELECT coalesce(sum(balance), 0) FROM user_credits)::bigint::float8 AS wallets,
              (SELECT count(*) FROM user_credits u WHERE u.balance <>
                 (SELECT coalesce(sum(amount), 0) FROM credit_transactions t WHERE t.user_id = u.user_id))::int AS off`,
    );
    const r = rows[0]!;
    return {
      taken: walletsBefore - Number(r.wallets),
      kept: r.kept,
      counted: r.counted,
      ledger: r.ledger,
      off: r.off,
    };
  });
}

export const booksBalance = (b: VoteBooks) =>
  b.off === 0 && b.kept === b.counted && b.kept === b.ledger && b.kept === b.taken;

/** Runs the API and pgbench for spread and hot votes on a prepared database; returns the figures. */
export interface VoteFigures {
  apiSpread: LoadResult;
  pgSpread: PgPhaseResult;
  batchSpread: PgPhaseResult;
  apiHot: LoadResult;
  pgHot: PgPhaseResult;
  batchHot: PgPhaseResult;
  books: VoteBooks;
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
      `${label}${name} (${r.clients} clients${r.batch > 1 ? `, ${r.batch} votes a statement` : ''}): ${fmt.rate(r.tps)} votes/s, p50 ${fmt.ms(r.p50)}, p99 ${fmt.ms(r.p99)} a transaction, failed ${r.failed}`,
    );
  const apiLine = (name: string, r: LoadResult) =>
    log(
      `${label}${name}: ${fmt.rate(r.okPerSec)} votes/s, p50 ${fmt.ms(r.p50)}, p99 ${fmt.ms(r.p99)}, non-200: ${fmt.other(r.other)}`,
    );
  const url = server.dbUrl;
  const walletsBefore = await walletsTotal(url);
  // JIT, connection pool and per-connection plan caches warm up before anything is measured.
  await apiPhase(server, secret, BASE.warmUp, BATTLES, PARTICIPANTS, WARM_UP_VOTES);
  const apiSpread = await apiPhase(server, secret, BASE.apiSpread, BATTLES, PARTICIPANTS, amount);
  apiLine('API spread', apiSpread);
  const pgSpread = await pgPhase(root, url, BASE.oneSpread, BATTLES, PARTICIPANTS, amount);
  pgLine('pgbench spread, one cast_vote() a transaction', pgSpread);
  const batchSpread = await pgPhase(root, url, BASE.batchSpread, BATTLES, PARTICIPANTS, amount, PG_BATCH);
  pgLine('pgbench spread, cast_votes()', batchSpread);
  const apiHot = await apiPhase(server, secret, BASE.apiHot, 1, 1, amount);
  apiLine('API hot', apiHot);
  const pgHot = await pgPhase(root, url, BASE.oneHot, 1, 1, amount);
  pgLine('pgbench hot, one cast_vote() a transaction', pgHot);
  const batchHot = await pgPhase(root, url, BASE.batchHot, 1, 1, amount, PG_BATCH);
  pgLine('pgbench hot, cast_votes()', batchHot);
  const books = await readBooks(url, walletsBefore);
  return { apiSpread, pgSpread, batchSpread, apiHot, pgHot, batchHot, books };
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
    `${name} (${x.clients} clients${x.batch > 1 ? `, ${x.batch} votes a statement` : ''})`,
    fmt.rate(x.tps),
    fmt.ms(x.p50),
    fmt.ms(x.p99),
    `${x.failed} failed`,
  ];
  return [
    api('API spread (batches of the votes of each turn, cast_votes())', r.apiSpread),
    pg('pgbench spread, one cast_vote() a transaction', r.pgSpread),
    pg('pgbench spread, cast_votes() batches', r.batchSpread),
    api('API hot (one fighter)', r.apiHot),
    pg('pgbench hot, one cast_vote() a transaction', r.pgHot),
    pg('pgbench hot, cast_votes() batches', r.batchHot),
  ];
}

export function voteRatios(r: VoteFigures) {
  return {
    apiVsPg: r.apiSpread.okPerSec / r.pgSpread.tps,
    apiVsBatch: r.apiSpread.okPerSec / r.batchSpread.tps,
    hotVsSpread: r.apiHot.okPerSec / r.apiSpread.okPerSec,
    pgHotVsSpread: r.pgHot.tps / r.pgSpread.tps,
    batchHotVsSpread: r.batchHot.tps / r.batchSpread.tps,
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
    const b = r.books;
    const lines = [
      `${CONNECTIONS} connections; ${VOTERS - CONNECTIONS} votes per phase, every (voter, battle, fighter) used once; spread = ${BATTLES} battles × ${PARTICIPANTS} fighters; pgbench and the API's pool both at ${DB_CONNECTIONS} database connections. pgbench latencies are per transaction (one vote, or ${PG_BATCH}).`,
      '',
      ...table(['phase', 'votes/s', 'p50', 'p99', 'non-200 / failures'], voteRows(r)),
      '',
      `- API / pgbench casting one vote a transaction (spread): **${ratios.apiVsPg.toFixed(2)}×** (target >= 3×); API / pgbench sending cast_votes() batches of ${PG_BATCH}: ${fmt.pct(ratios.apiVsBatch)}`,
      `- API hot / API spread: **${fmt.pct(ratios.hotVsSpread)}** (target >= 70%); pgbench hot / spread: ${fmt.pct(ratios.pgHotVsSpread)} one vote a transaction, ${fmt.pct(ratios.batchHotVsSpread)} in batches`,
      `- books: ${b.taken} coins taken, ${b.kept} votes kept, ${b.counted} counted on the fighters, ${b.ledger} ledger rows, ${b.off} wallets off their ledger: **${booksBalance(b) ? 'balanced' : 'NOT balanced'}**`,
    ];
    for (const l of lines.slice(2)) log(l);
    return lines;
  } finally {
    await server?.stop();
    await scratch.drop();
  }
}
