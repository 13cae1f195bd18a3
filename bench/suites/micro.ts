// Two functions measured inside this process, beside the same functions of other checkouts
// (BENCH_BASELINES) in the same run, the builds taking turns round by round: the client network
// every per-visitor limit keys on (networkBucket, src/server/http/client-network.ts, once per
// guest vote, sign-up, login and live stream) and the proof of work's solver without Web Crypto
// (fallbackDeriveKey, src/web/shared/proof-of-work/fallback-derive-key.ts, PBKDF2-SHA-256 at the
// guest vote's cost of 1,000 iterations per step). Both are loaded from each checkout's sources
// (tsx), so no build is needed for them; the proof of work's browser chunk is read from each
// checkout's build (dist/web/client), raw and compressed.
// docs/decisions/0036-libraries-instead-of-our-own.md holds the figures of the change it measured.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { baselines } from '../lib/baselines.ts';
import { table } from '../lib/load.ts';
import type { SuiteContext } from '../lib/suite.ts';

const ROUNDS = Number(process.env.BENCH_MICRO_ROUNDS ?? 7);
const BUCKET_CALLS = 200_000;
/** Derivations per round: 300 × 1,000 iterations, a guest vote's average challenge. */
const DERIVATIONS = 300;
const COST = 1_000;

type NetworkBucket = (ip: string, ipv6Prefix: number) => string;
type DeriveKey = (
  parameters: {
    algorithm: string;
    cost: number;
    keyLength: number;
    nonce: string;
    salt: string;
    keyPrefix: string;
  },
  salt: Uint8Array,
  password: Uint8Array,
) => Promise<{ derivedKey: Uint8Array }>;

interface Loaded {
  name: string;
  root: string;
  networkBucket: NetworkBucket;
  deriveKey: DeriveKey;
  bucketNs: number[];
  pbkdf2Ms: number[];
}

/** What a server sees: mostly IPv6 clients of many networks, IPv4, IPv4-mapped, a few bracketed or zoned. */
function addresses(): string[] {
  const out: string[] = [];
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const group = () => next(0x10000).toString(16);
  for (let i = 0; i < 1000; i++) {
    const kind = i % 10;
    if (kind < 5)
      out.push(`2804:${group()}:${group()}:${group()}:${group()}:${group()}:${group()}:${group()}`);
    else if (kind < 6) out.push(`2001:db8:${group()}::${group()}`);
    else if (kind < 8) out.push(`${next(256)}.${next(256)}.${next(256)}.${next(256)}`);
    else if (kind < 9) out.push(`::ffff:${next(256)}.${next(256)}.${next(256)}.${next(256)}`);
    else out.push(i % 20 === 9 ? `[2001:db8::${group()}]` : `fe80::${group()}%eth0`);
  }
  return out;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function timeBuckets(fn: NetworkBucket, inputs: string[]): number {
  let sink = 0;
  const started = process.hrtime.bigint();
  for (let i = 0; i < BUCKET_CALLS; i++) sink += fn(inputs[i % inputs.length]!, 64).length;
  const ns = Number(process.hrtime.bigint() - started) / BUCKET_CALLS;
  if (sink === 0) throw new Error('networkBucket returned nothing');
  return ns;
}

async function timePbkdf2(fn: DeriveKey): Promise<number> {
  const salt = new Uint8Array(16).fill(7);
  const params = {
    algorithm: 'PBKDF2/SHA-256',
    cost: COST,
    keyLength: 32,
    nonce: '00',
    salt: '00',
    keyPrefix: '00',
  };
  const started = performance.now();
  for (let counter = 0; counter < DERIVATIONS; counter++) {
    await fn(params, salt, new TextEncoder().encode(String(counter)));
  }
  return performance.now() - started;
}

/** Bytes of one built browser chunk: raw, gzip -9 and brotli 11 (the build's precompressed twins' levels). */
function chunkBytes(dir: string, name: string): { raw: number; gzip: number; br: number } | null {
  const file = readdirSync(dir).find((f) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(f));
  if (!file) return null;
  const body = readFileSync(path.join(dir, file));
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * The proof of work's browser code a page fetches, with Web Crypto (the solver's chunk) and
 * without (that chunk and, where the build has one apart, the plain-JavaScript hashes' chunk).
 */
function chunkSizes(root: string): [withWebCrypto: string, without: string] {
  const dir = path.join(root, 'dist/web/client/assets');
  let solver: ReturnType<typeof chunkBytes>;
  try {
    solver = chunkBytes(dir, 'solve-challenge');
  } catch {
    return ['no build', 'no build'];
  }
  if (!solver) return ['no solve-challenge chunk', ''];
  const fallback = chunkBytes(dir, 'fallback-derive-key') ?? { raw: 0, gzip: 0, br: 0 };
  const kb = (n: number) => (n / 1024).toFixed(2);
  const show = (b: { raw: number; gzip: number; br: number }) =>
    `${kb(b.raw)} KB (gzip ${kb(b.gzip)}, br ${kb(b.br)})`;
  return [
    show(solver),
    show({ raw: solver.raw + fallback.raw, gzip: solver.gzip + fallback.gzip, br: solver.br + fallback.br }),
  ];
}

export async function run({ root, log }: SuiteContext): Promise<string[]> {
  const builds: Loaded[] = [];
  for (const build of [{ name: 'this build', root }, ...baselines()]) {
    const network = await import(path.join(build.root, 'src/server/http/client-network.ts'));
    const solver = await import(path.join(build.root, 'src/web/shared/proof-of-work/fallback-derive-key.ts'));
    builds.push({
      ...build,
      networkBucket: network.networkBucket as NetworkBucket,
      deriveKey: solver.fallbackDeriveKey as DeriveKey,
      bucketNs: [],
      pbkdf2Ms: [],
    });
  }
  const inputs = addresses();
  // The same answers from every build, or the timing compares different work.
  for (const b of builds.slice(1)) {
    const differs = inputs.find((ip) => b.networkBucket(ip, 64) !== builds[0]!.networkBucket(ip, 64));
    if (differs) log(`note: ${b.name} buckets ${differs} differently`);
  }
  // Warm-up: the JIT compiles every build's code before anything is measured.
  for (const b of builds) {
    timeBuckets(b.networkBucket, inputs);
    await timePbkdf2(b.deriveKey);
  }
  log(
    `load average at start ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which build goes first, so neither always runs right after the other's garbage.
    const order = round % 2 === 0 ? builds : [...builds].reverse();
    for (const b of order) {
      b.bucketNs.push(timeBuckets(b.networkBucket, inputs));
      b.pbkdf2Ms.push(await timePbkdf2(b.deriveKey));
    }
  }
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const rows = builds.map((b) => {
    const ms = median(b.pbkdf2Ms);
    const perMillion = (ms / (DERIVATIONS * COST)) * 1e6;
    return [
      b.name,
      `${median(b.bucketNs).toFixed(0)} ns (${Math.min(...b.bucketNs).toFixed(0)}-${Math.max(...b.bucketNs).toFixed(0)})`,
      `${(perMillion / 1000).toFixed(2)} s (${ms.toFixed(0)} ms for ${DERIVATIONS} × ${COST})`,
      ...chunkSizes(b.root),
    ];
  });
  for (const r of rows) log(r.join(' | '));
  log(`load average at end ${load}`);
  return [
    `${ROUNDS} rounds, the builds taking turns; median per round (range). networkBucket: ${BUCKET_CALLS.toLocaleString('en')} calls over 1,000 client addresses (half IPv6 of many networks, IPv4, IPv4-mapped, bracketed, zoned), /64. Solver without Web Crypto: PBKDF2-SHA-256 derivations of ${COST} iterations, as a guest vote's challenge, per million iterations. Load average at the end: ${load}.`,
    '',
    ...table(
      ['build', 'networkBucket per call', 'PBKDF2 per million iterations (JS)', 'proof-of-work chunk'],
      rows,
    ),
  ];
}
