// Reads: the battle page's data (one battle with 1,000 participants) and the arena list (its first
// page, and the page after it through `nextCursor`), at 50 connections: full 200 answers (a client
// with nothing cached, and a signed-in viewer whose answer is private), and anonymous revalidations
// with If-None-Match (304 from the ETag). Anonymous reads of the battle page and the arena's first
// page are served from the server's 1 s micro-cache (src/server/http/read-cache.ts) after the first
// of each second; signed-in reads and later arena pages always read the database. Then the
// anonymous battle read again while that battle takes votes through the API at 20 and 100 votes/s
// (signed voters, bench/lib/vote-stream.ts) beside the same read without votes: votes change
// counts only and must not drop the cached body (docs/decisions/0032-reads-under-votes.md); target:
// with 100 votes/s >= 50% of the rate without. BENCH_BASELINES="name=/path" measures another built
// checkout (e.g. the previous commit) in the same run, each on its own copy of the data.

import { type Build, baselines } from '../lib/baselines.ts';
import {
  analyze,
  createBattles,
  createSessions,
  createUsers,
  sessionCookie,
  sessionToken,
  withClient,
} from '../lib/data.ts';
import { fmt, type LoadResult, load, table } from '../lib/load.ts';
import { type BenchServer, createScratchDatabase } from '../lib/server.ts';
import type { SuiteContext } from '../lib/suite.ts';
import { startVoteStreamProcess, type VoteStreamResult } from '../lib/vote-stream.ts';
import { startBenchServer, type VoteServer } from './votes.ts';

const ANONYMOUS = 'public, max-age=0, s-maxage=2, stale-while-revalidate=30';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_READ_SECONDS ?? 8);
const FIGHTERS = 1000;
const ARENA_BATTLES = 100;
/** Votes per second on the battle while its anonymous read is measured again (0: the reference). */
const VOTE_RATES = [0, 20, 100];
/**
 * Rounds of those rows: the machine is shared, and a burst of another session's load lands on one
 * row; each row reports the median round (all rounds' rates beside it).
 */
const VOTE_ROUNDS = Number(process.env.BENCH_READ_VOTE_ROUNDS ?? 3);
/** Signed voters taking turns: at 100 votes/s each votes every 20 s, over the 5 s gap. */
const VOTERS = 2000;
const VOTER_PREFIX = 'rv';

/** One battle `big1` with 1,000 fighters carrying votes, and 100 more small battles in the arena. */
export async function prepareReadData(url: string) {
  await withClient(url, async (c) => {
    const { rows } = await c.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "user" WHERE id ~ '^p[0-9]+$'`,
    );
    const have = rows[0]!.n;
    if (have < FIGHTERS) await createUsers(c, { prefix: 'p', from: have + 1, count: FIGHTERS - have });
    const reader = await c.query(`SELECT 1 FROM "user" WHERE id = 'reader1'`);
    if (reader.rowCount === 0) {
      await createUsers(c, { prefix: 'reader', count: 1 });
      await createSessions(c, { prefix: 'reader', count: 1 });
    }
    await createBattles(c, { prefix: 'big', count: 1, participants: FIGHTERS });
    await c.query(
      `UPDATE battle_event_participants SET unsharded_votes = (hashtext(user_id) & 1023) WHERE battle_event_id = 'big1'`,
    );
    await createBattles(c, { prefix: 'arena', count: ARENA_BATTLES, participants: 4 });
    await analyze(c);
  });
}

type ReadResult = LoadResult & { kb: number; etag: string | null };

export interface ReadFigures {
  name: string;
  anon: ReadResult;
  revalidate: ReadResult;
  signedIn: ReadResult;
}

async function measureRead(
  server: BenchServer,
  path: string,
  headers?: Record<string, string>,
): Promise<ReadResult> {
  const res = await fetch(`${server.url}${path}`, { headers });
  const body = await res.text();
  const r = await load({
    url: server.url,
    path,
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...(headers ? { headers } : {}),
  });
  return { ...r, kb: body.length / 1024, etag: res.headers.get('etag') };
}

/** Measures the read paths on a server whose database holds prepareReadData's rows. */
export async function measureReads({
  server,
  secret,
  log,
  label = '',
}: {
  server: BenchServer;
  secret: string;
  log: SuiteContext['log'];
  label?: string;
}): Promise<ReadFigures[]> {
  const cookie = sessionCookie(secret, sessionToken('reader', 1));
  const out: ReadFigures[] = [];
  // The arena is paged (24 a page): the second page is what 'Carregar mais' asks for.
  const first = (await (await fetch(`${server.url}/api/battles`)).json()) as { nextCursor?: string | null };
  const reads: [name: string, path: string][] = [
    ['battle page (1,000 fighters)', '/api/battles/big1'],
    ['arena list, first page', '/api/battles'],
  ];
  if (first.nextCursor) {
    reads.push([
      'arena list, next page (cursor)',
      `/api/battles?cursor=${encodeURIComponent(first.nextCursor)}`,
    ]);
  } else {
    log(`${label}arena list has a single page: the next-page read is skipped`);
  }
  for (const [name, path] of reads) {
    const anon = await measureRead(server, path);
    log(
      `${label}${name}, anonymous 200: ${fmt.rate(anon.okPerSec)} req/s, p99 ${fmt.ms(anon.p99)}, ${anon.kb.toFixed(0)} KB, non-200 ${fmt.other(anon.other)}`,
    );
    const revalidate = await measureRead(server, path, anon.etag ? { 'if-none-match': anon.etag } : {});
    log(
      `${label}${name}, anonymous If-None-Match (304): ${fmt.rate(revalidate.okPerSec)} req/s, p99 ${fmt.ms(revalidate.p99)}`,
    );
    const signedIn = await measureRead(server, path, { cookie });
    log(
      `${label}${name}, signed in (private): ${fmt.rate(signedIn.okPerSec)} req/s, p99 ${fmt.ms(signedIn.p99)}`,
    );
    out.push({ name, anon, revalidate, signedIn });
  }
  return out;
}

export function readRows(results: ReadFigures[]): string[][] {
  return results.flatMap(({ name, anon, revalidate, signedIn }) => [
    [
      `${name}: anonymous, full 200 (${anon.kb.toFixed(0)} KB)`,
      fmt.rate(anon.okPerSec),
      fmt.ms(anon.p50),
      fmt.ms(anon.p99),
    ],
    [
      `${name}: anonymous revalidation, 304`,
      fmt.rate(revalidate.okPerSec),
      fmt.ms(revalidate.p50),
      fmt.ms(revalidate.p99),
    ],
    [
      `${name}: signed in, private 200`,
      fmt.rate(signedIn.okPerSec),
      fmt.ms(signedIn.p50),
      fmt.ms(signedIn.p99),
    ],
  ]);
}

/** Voters with sessions and coins for the vote rows (not in prepareReadData: growth shares it). */
async function prepareVoters(url: string) {
  await withClient(url, async (c) => {
    await createUsers(c, { prefix: VOTER_PREFIX, count: VOTERS, balance: 50 });
    await createSessions(c, { prefix: VOTER_PREFIX, count: VOTERS });
    await analyze(c);
  });
}

interface UnderVotes {
  rate: number;
  read: ReadResult;
  votes: VoteStreamResult;
}

/** The anonymous battle read while `rate` votes/s go to the same battle through the API. */
async function readUnderVotes(
  server: BenchServer,
  secret: string,
  rate: number,
  first: number,
): Promise<UnderVotes & { next: number }> {
  const stream = await startVoteStreamProcess({
    url: server.url,
    secret,
    battleId: 'big1',
    rate,
    voterPrefix: VOTER_PREFIX,
    voters: VOTERS,
    fighters: FIGHTERS,
    first,
  });
  // The votes under way are awaited whatever the read did, so none outlives its row.
  const read = await measureRead(server, '/api/battles/big1').then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  );
  const votes = await stream.stop();
  if ('error' in read) throw read.error;
  return { rate, read: read.result, votes, next: votes.next };
}

interface Measured {
  build: Build;
  server: VoteServer;
  secret: string;
  drop: () => Promise<void>;
  reads: ReadFigures[];
  underVotes: UnderVotes[];
  nextVote: number;
}

async function startBuild(build: Build): Promise<Measured> {
  const scratch = await createScratchDatabase();
  if ('error' in scratch) throw new Error(`PostgreSQL unreachable (${scratch.error})`);
  const started = await startBenchServer(build.root, scratch);
  await prepareReadData(scratch.url);
  await prepareVoters(scratch.url);
  return {
    build,
    server: started.server,
    secret: started.secret,
    drop: async () => {
      await started.server.stop();
      await scratch.drop();
    },
    reads: [],
    underVotes: [],
    nextVote: 0,
  };
}

const votesLine = (v: VoteStreamResult) =>
  `${fmt.rate(v.okPerSec)} votes/s answered 200 (${v.sent} sent, ${v.skipped} skipped by a late bench, other ${fmt.other(v.other)}, failed ${v.failed})`;

/** The round with the median read rate at `rate` votes/s, and every round's rate. */
function medianRound(m: Measured, rate: number): { median: UnderVotes; rates: number[] } | null {
  const rounds = m.underVotes
    .filter((u) => u.rate === rate)
    .sort((a, b) => a.read.okPerSec - b.read.okPerSec);
  const median = rounds[Math.floor((rounds.length - 1) / 2)];
  return median ? { median, rates: rounds.map((u) => u.read.okPerSec) } : null;
}

function underVotesRows(m: Measured): string[][] {
  const base = medianRound(m, 0)?.median.read.okPerSec ?? Number.NaN;
  return VOTE_RATES.flatMap((rate) => {
    const round = medianRound(m, rate);
    if (!round) return [];
    const { read, votes } = round.median;
    return [
      [
        rate === 0 ? 'no votes' : `${rate} votes/s (${fmt.rate(votes.okPerSec)} answered 200)`,
        fmt.rate(read.okPerSec),
        round.rates.map(fmt.rate).join(' / '),
        fmt.ms(read.p50),
        fmt.ms(read.p99),
        rate === 0 ? '100%' : fmt.pct(read.okPerSec / base),
      ],
    ];
  });
}

export async function run({ root, log }: SuiteContext): Promise<string[]> {
  const probe = await createScratchDatabase();
  if ('error' in probe) return [`- skipped: PostgreSQL unreachable (${probe.error})`];
  await probe.drop();
  const builds: Measured[] = [];
  try {
    for (const build of [{ name: 'this build', root }, ...baselines()]) builds.push(await startBuild(build));
    const many = builds.length > 1;
    for (const b of builds) {
      b.reads = await measureReads({
        server: b.server,
        secret: b.secret,
        log,
        label: many ? `${b.build.name}, ` : '',
      });
    }
    // Rate by rate, each build right after the other: a change in the machine's load hits both.
    for (let round = 0; round < VOTE_ROUNDS; round += 1) {
      for (const rate of VOTE_RATES) {
        for (const b of builds) {
          const u = await readUnderVotes(b.server, b.secret, rate, b.nextVote);
          b.nextVote = u.next;
          b.underVotes.push(u);
          log(
            `${many ? `${b.build.name}, ` : ''}battle page, anonymous 200, ${rate === 0 ? 'no votes' : `${rate} votes/s on it`}: ${fmt.rate(u.read.okPerSec)} req/s, p50 ${fmt.ms(u.read.p50)}, p99 ${fmt.ms(u.read.p99)}, non-200 ${fmt.other(u.read.other)}${rate === 0 ? '' : `; ${votesLine(u.votes)}`}`,
          );
        }
      }
    }
    const lines = [
      `${CONNECTIONS} connections, ${DURATION_S} s each. Anonymous answers carry \`cache-control: ${ANONYMOUS}\` and a weak ETag (a browser asks again each time and gets 304; a CDN keeps the answer 2 s); signed-in answers are \`private, no-store\`. The server keeps anonymous battle-page and first-arena-page bodies in memory for 1 s (dropped on writes to the battle other than votes), so those anonymous rows mostly measure the micro-cache; signed-in rows and the next arena page read the database every time.`,
    ];
    for (const b of builds) {
      const base = medianRound(b, 0)?.median.read.okPerSec ?? Number.NaN;
      const busy = medianRound(b, 100)?.median.read.okPerSec ?? Number.NaN;
      const ratio = `- ${b.build.name}: anonymous battle read with 100 votes/s on the battle / without votes (medians of ${VOTE_ROUNDS} rounds): **${fmt.pct(busy / base)}** (target >= 50%)`;
      log(ratio);
      lines.push(
        '',
        `**${b.build.name}** (${b.build.root})`,
        '',
        ...table(['read', 'req/s', 'p50', 'p99'], readRows(b.reads)),
        '',
        `Anonymous \`/api/battles/big1\` while that battle takes votes through \`POST /api/battles/big1/votes\` (${VOTERS} signed voters taking turns, from a process of their own), ${VOTE_ROUNDS} rounds, the builds taking turns row by row:`,
        '',
        ...table(
          [
            'votes on the battle',
            'reads/s (median round)',
            'each round',
            'p50',
            'p99',
            'of the no-vote rate',
          ],
          underVotesRows(b),
        ),
        '',
        ratio,
      );
    }
    return lines;
  } finally {
    for (const b of builds) await b.drop();
  }
}
