// Server rendering: the battle page as HTML (/battle/<slug>, rendered by React Router on the
// server with its data) beside the JSON API read of the same battle (/api/battles/<id>), in the
// same run, at 50 connections: anonymous (both served from the 1 s read cache after the first
// render of each second, with a weak ETag) and signed in (private, rendered on every request).
// Requests ask for compression as browsers do (kept bodies are compressed once, see
// src/server/http/encoded-body.ts). Targets: anonymous HTML >= 50% of the anonymous JSON API's
// rate; signed-in HTML >= 25% of the signed-in JSON API's (the same kind of read: a signed-in
// answer is personal, never cached, for both).
import http from 'node:http';
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
const DURATION_S = Number(process.env.BENCH_SSR_SECONDS ?? 8);
const FIGHTERS = 10;

async function prepare(url: string) {
  await withClient(url, async (c) => {
    await createUsers(c, { prefix: 'p', count: FIGHTERS });
    await createUsers(c, { prefix: 'reader', count: 1 });
    await createSessions(c, { prefix: 'reader', count: 1 });
    await createBattles(c, { prefix: 'ssr', count: 1, participants: FIGHTERS });
    await c.query(
      `UPDATE battle_event_participants SET unsharded_votes = (hashtext(user_id) & 255) WHERE battle_event_id = 'ssr1'`,
    );
    await analyze(c);
  });
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** The body's size as sent over the wire (fetch would decode it). */
function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let n = 0;
        res.on('data', (chunk) => {
          n += chunk.length;
        });
        res.on('end', () => resolve(n));
      })
      .on('error', reject);
  });
}

type SsrResult = LoadResult & { kb: number; wireKb: number; cacheControl: string | null };

async function measure(server: BenchServer, path: string, extra: Record<string, string>): Promise<SsrResult> {
  const headers = { ...BROWSER, ...extra };
  const res = await fetch(`${server.url}${path}`, { headers: extra });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 300)}`);
  const wire = await wireBytes(`${server.url}${path}`, headers);
  const r = await load({ url: server.url, path, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    ...r,
    kb: Buffer.byteLength(body) / 1024,
    wireKb: wire / 1024,
    cacheControl: res.headers.get('cache-control'),
  };
}

export async function run({ root, log }: SuiteContext): Promise<string[]> {
  const scratch = await createScratchDatabase();
  if ('error' in scratch) return [`- skipped: PostgreSQL unreachable (${scratch.error})`];
  let server: VoteServer | undefined;
  try {
    const started = await startBenchServer(root, scratch);
    server = started.server;
    await prepare(scratch.url);
    const cookie = sessionCookie(started.secret, sessionToken('reader', 1));
    const html = await (await fetch(`${server.url}/battle/ssr-batalha-1`)).text();
    for (let i = 1; i <= FIGHTERS; i += 1) {
      if (!html.includes(`p_user_${i}`)) throw new Error(`the rendered page lacks fighter p_user_${i}`);
    }
    const reads: [name: string, path: string, headers: Record<string, string>][] = [
      ['JSON API, anonymous', '/api/battles/ssr1', {}],
      ['HTML page, anonymous', '/battle/ssr-batalha-1', {}],
      ['JSON API, signed in', '/api/battles/ssr1', { cookie }],
      ['HTML page, signed in', '/battle/ssr-batalha-1', { cookie }],
    ];
    const results: Record<string, SsrResult> = {};
    for (const [name, path, headers] of reads) {
      const r = await measure(server, path, headers);
      results[name] = r;
      log(
        `${name}: ${fmt.rate(r.okPerSec)} req/s, p50 ${fmt.ms(r.p50)}, p99 ${fmt.ms(r.p99)}, ${r.kb.toFixed(1)} KB (${r.wireKb.toFixed(1)} KB compressed; ${r.cacheControl}), non-200 ${fmt.other(r.other)}`,
      );
    }
    const ratio = (a: string, b: string) => results[a]!.okPerSec / results[b]!.okPerSec;
    const anonRatio = ratio('HTML page, anonymous', 'JSON API, anonymous');
    const signedVsAnonApi = ratio('HTML page, signed in', 'JSON API, anonymous');
    const signedVsSignedApi = ratio('HTML page, signed in', 'JSON API, signed in');
    log(`anonymous HTML / anonymous JSON API: ${fmt.pct(anonRatio)} (target >= 50%)`);
    log(`signed-in HTML / signed-in JSON API: ${fmt.pct(signedVsSignedApi)} (target >= 25%)`);
    log(`signed-in HTML / anonymous JSON API: ${fmt.pct(signedVsAnonApi)}`);
    return [
      `One battle with ${FIGHTERS} fighters, ${CONNECTIONS} connections, ${DURATION_S} s each, PostgreSQL. Anonymous answers (HTML and JSON alike) are kept 1 s in the server's read cache and carry a weak ETag; signed-in answers are private and rendered (or read) on every request.`,
      '',
      ...table(
        ['read', 'req/s', 'p50', 'p99', 'body (compressed)'],
        reads.map(([name]) => {
          const r = results[name]!;
          return [
            name,
            fmt.rate(r.okPerSec),
            fmt.ms(r.p50),
            fmt.ms(r.p99),
            `${r.kb.toFixed(1)} KB (${r.wireKb.toFixed(1)} KB)`,
          ];
        }),
      ),
      '',
      `- anonymous HTML / anonymous JSON API: **${fmt.pct(anonRatio)}** (target >= 50%)`,
      `- signed-in HTML / signed-in JSON API: **${fmt.pct(signedVsSignedApi)}** (target >= 25%); / anonymous JSON API: ${fmt.pct(signedVsAnonApi)}`,
    ];
  } finally {
    await server?.stop();
    await scratch.drop();
  }
}
