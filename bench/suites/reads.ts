// Reads: the battle page's data (one battle with 1,000 participants) and the arena list (its first
// page, and the page after it through `nextCursor`), at 50 connections: full 200 answers (a client
// with nothing cached, and a signed-in viewer whose answer is private), and anonymous revalidations
// with If-None-Match (304 from the ETag). Anonymous reads of the battle page and the arena's first
// page are served from the server's 1 s micro-cache (src/server/http/read-cache.ts) after the first
// of each second; signed-in reads and later arena pages always read the database.
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
import { startBenchServer, type VoteServer } from './votes.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_READ_SECONDS ?? 8);
const FIGHTERS = 1000;
const ARENA_BATTLES = 100;

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

export async function run({ log }: SuiteContext): Promise<string[]> {
  const root = new URL('../..', import.meta.url).pathname;
  const scratch = await createScratchDatabase();
  if ('error' in scratch) return [`- skipped: PostgreSQL unreachable (${scratch.error})`];
  let server: VoteServer | undefined;
  try {
    const started = await startBenchServer(root, scratch);
    server = started.server;
    await prepareReadData(scratch.url);
    const results = await measureReads({ server, secret: started.secret, log });
    return [
      `${CONNECTIONS} connections, ${DURATION_S} s each. Anonymous answers carry \`cache-control: public, max-age=2\` and a weak ETag (a browser or CDN skips the request entirely for 2 s; after that it revalidates and gets 304); signed-in answers are \`private, no-store\`. The server keeps anonymous battle-page and first-arena-page bodies in memory for 1 s (dropped on any write to the battle), so those anonymous rows mostly measure the micro-cache; signed-in rows and the next arena page read the database every time.`,
      '',
      ...table(['read', 'req/s', 'p50', 'p99'], readRows(results)),
    ];
  } finally {
    await server?.stop();
    await scratch.drop();
  }
}
