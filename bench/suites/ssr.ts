// Server rendering: the battle page as HTML (/battle/<slug>, rendered by React Router on the
// server with its data) beside the JSON API read of the same battle (/api/battles/<id>), in the
// same run, at 50 connections: anonymous (both served from the 1 s read cache after the first
// render of each second, with a weak ETag) and signed in (private: read, and for pages rendered,
// on every request), plus the signed-in arena, own profile and public profile pages. Signed-in
// requests take turns among READERS fans, each request another one's session, so nothing a server
// could keep per viewer flatters them. Requests ask for compression as browsers do (kept bodies
// are compressed once, see src/server/http/encoded-body.ts). Beside each rate: the server's CPU
// time per answer (user + system, /proc), which a busy shared machine disturbs less than the rate.
// BENCH_BASELINES="name=/path/to/other/checkout" measures another build (e.g. the previous commit,
// built) in the same run on the same data, read by read, one build right after the other.
// Targets (docs/decisions/0020-signed-in-reads.md): anonymous HTML >= 50% of the anonymous JSON
// API's rate; signed-in JSON >= 40% and signed-in battle page >= 10% of it, that page's p99 <= 250 ms.
import { readFileSync } from 'node:fs';
import http from 'node:http';
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
import { startBenchServer } from './votes.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SSR_SECONDS ?? 8);
/** Unmeasured load on every read of every build before the measured runs. */
const WARM_UP_S = 1;
const FIGHTERS = 10;
/** A full arena page: the battle measured (ssr1) and 23 more. */
const BATTLES = 24;
const READERS = Number(process.env.BENCH_SSR_READERS ?? 200);

async function prepare(url: string) {
  await withClient(url, async (c) => {
    await createUsers(c, { prefix: 'p', count: FIGHTERS });
    await createUsers(c, { prefix: 'reader', count: READERS, balance: 5 });
    await createSessions(c, { prefix: 'reader', count: READERS });
    await createBattles(c, { prefix: 'ssr', count: BATTLES, participants: FIGHTERS });
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

/** CPU time (user + system) a process has used, in ms, from /proc; NaN where unavailable. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

type SsrResult = LoadResult & { kb: number; wireKb: number; cacheControl: string | null; cpuMs: number };

/** The headers of request `i`: a signed-in read takes the next reader's session. */
type Who = { kind: 'anonymous' } | { kind: 'reader'; secret: string };
const cookieOf = (who: Who, i: number): Record<string, string> =>
  who.kind === 'anonymous'
    ? {}
    : { cookie: sessionCookie(who.secret, sessionToken('reader', 1 + (i % READERS))) };

async function measure(server: BenchServer, path: string, who: Who): Promise<SsrResult> {
  const first = cookieOf(who, 0);
  const res = await fetch(`${server.url}${path}`, { headers: first });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 300)}`);
  const wire = await wireBytes(`${server.url}${path}`, { ...BROWSER, ...first });
  const cpuBefore = cpuMs(server.pid);
  const r = await load({
    url: server.url,
    path,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: BROWSER,
    ...(who.kind === 'reader'
      ? { next: (i: number) => ({ method: 'GET', path, headers: { ...BROWSER, ...cookieOf(who, i) } }) }
      : {}),
  });
  return {
    ...r,
    kb: Buffer.byteLength(body) / 1024,
    wireKb: wire / 1024,
    cacheControl: res.headers.get('cache-control'),
    cpuMs: (cpuMs(server.pid) - cpuBefore) / r.ok,
  };
}

interface Measured {
  build: Build;
  server: BenchServer;
  secret: string;
  drop: () => Promise<void>;
  results: Record<string, SsrResult>;
}

async function startBuild(build: Build): Promise<Measured> {
  const scratch = await createScratchDatabase();
  if ('error' in scratch) throw new Error(`PostgreSQL unreachable (${scratch.error})`);
  const started = await startBenchServer(build.root, scratch);
  await prepare(scratch.url);
  const html = await (await fetch(`${started.server.url}/battle/ssr-batalha-1`)).text();
  for (let i = 1; i <= FIGHTERS; i += 1) {
    if (!html.includes(`p_user_${i}`))
      throw new Error(`${build.name}: the rendered page lacks fighter p_user_${i}`);
  }
  return {
    build,
    server: started.server,
    secret: started.secret,
    drop: async () => {
      await started.server.stop();
      await scratch.drop();
    },
    results: {},
  };
}

const READS: [name: string, path: string, who: 'anonymous' | 'reader'][] = [
  ['JSON API, anonymous', '/api/battles/ssr1', 'anonymous'],
  ['HTML page, anonymous', '/battle/ssr-batalha-1', 'anonymous'],
  ['JSON API, signed in', '/api/battles/ssr1', 'reader'],
  ['HTML page, signed in', '/battle/ssr-batalha-1', 'reader'],
  ['arena page, signed in', '/arena', 'reader'],
  ['own profile page, signed in', '/profile', 'reader'],
  ['public profile page, signed in', '/u/p_user_1', 'reader'],
];

export async function run({ root, log }: SuiteContext): Promise<string[]> {
  const probe = await createScratchDatabase();
  if ('error' in probe) return [`- skipped: PostgreSQL unreachable (${probe.error})`];
  await probe.drop();
  const builds: Measured[] = [];
  // BENCH_SSR_ONLY (a pattern) measures only the reads it matches, e.g. while profiling one of
  // them; the targets' summary is then left out.
  const only = process.env.BENCH_SSR_ONLY ? new RegExp(process.env.BENCH_SSR_ONLY, 'i') : null;
  const reads = READS.map(([name]) => name).filter((name) => !only || only.test(name));
  try {
    for (const build of [{ name: 'this build', root }, ...baselines()]) builds.push(await startBuild(build));
    // Every build gets the same warm-up before anything is measured: the read measured first used
    // to come out slower for whichever build went first (PostgreSQL still busy with the fresh data,
    // the JIT cold), up to 15% on the anonymous JSON read, which every target divides by.
    for (const b of builds) {
      for (const [, path, who] of READS) {
        await load({
          url: b.server.url,
          path,
          connections: CONNECTIONS,
          duration: WARM_UP_S,
          headers: BROWSER,
          ...(who === 'reader'
            ? {
                next: (i: number) => ({
                  method: 'GET',
                  path,
                  headers: { ...BROWSER, ...cookieOf({ kind: who, secret: b.secret }, i) },
                }),
              }
            : {}),
        });
      }
    }
    // Read by read, each build right after the other: a change in the machine's load hits both.
    for (const [name, path, who] of READS) {
      if (!reads.includes(name)) continue;
      for (const b of builds) {
        const r = await measure(
          b.server,
          path,
          who === 'anonymous' ? { kind: who } : { kind: who, secret: b.secret },
        );
        b.results[name] = r;
        log(
          `${b.build.name}, ${name}: ${fmt.rate(r.okPerSec)} req/s, p50 ${fmt.ms(r.p50)}, p99 ${fmt.ms(r.p99)}, ${r.cpuMs.toFixed(2)} ms CPU/answer, ${r.kb.toFixed(1)} KB (${r.wireKb.toFixed(1)} KB compressed; ${r.cacheControl}), non-200 ${fmt.other(r.other)}`,
        );
      }
    }
    const lines = [
      `One battle with ${FIGHTERS} fighters (and ${BATTLES - 1} more on the arena), ${CONNECTIONS} connections, ${DURATION_S} s each, PostgreSQL; signed-in requests take turns among ${READERS} fans' sessions. Anonymous answers (HTML and JSON alike) are kept 1 s in the server's read cache and carry a weak ETag; signed-in answers are private. CPU = the server process's CPU time per answer.`,
      '',
      ...table(
        ['build', 'read', 'req/s', 'p50', 'p99', 'CPU/answer', 'body (compressed)'],
        reads.flatMap((name) =>
          builds.map((b) => {
            const r = b.results[name]!;
            return [
              b.build.name,
              name,
              fmt.rate(r.okPerSec),
              fmt.ms(r.p50),
              fmt.ms(r.p99),
              `${r.cpuMs.toFixed(2)} ms`,
              `${r.kb.toFixed(1)} KB (${r.wireKb.toFixed(1)} KB)`,
            ];
          }),
        ),
      ),
      '',
    ];
    for (const b of builds) {
      if (only) break;
      const rate = (name: string) => b.results[name]!.okPerSec;
      const anonJson = rate('JSON API, anonymous');
      const page = b.results['HTML page, signed in']!;
      lines.push(
        `- ${b.build.name}: anonymous HTML / anonymous JSON **${fmt.pct(rate('HTML page, anonymous') / anonJson)}** (target >= 50%); signed-in JSON / anonymous JSON **${fmt.pct(rate('JSON API, signed in') / anonJson)}** (target >= 40%); signed-in battle page / anonymous JSON **${fmt.pct(page.okPerSec / anonJson)}** (target >= 10%), its p99 ${fmt.ms(page.p99)} (target <= 250 ms)`,
      );
    }
    for (const l of lines.slice(-builds.length)) log(l);
    return lines;
  } finally {
    for (const b of builds) await b.drop();
  }
}
