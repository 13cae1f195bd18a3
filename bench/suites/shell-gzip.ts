// What the signed-in shell's compression pays (docs/decisions/0027-viewer-parts-in-the-browser.md,
// item 4): a fan's arena answer (the shell kept for every fan, then their own part) compressed as
// the server does it (src/server/http/piecewise-body.ts: the shell deflated once at level 9 and
// kept, only the fan's part deflated per answer, the pieces joined under one gzip header) beside
// the simple alternative, the whole answer compressed per request (gzip level 1 and 6, brotli
// quality 1). CPU time per answer in this process (process.cpuUsage), bytes on the wire. The page
// is the real signed-in arena of 24 battles from a server on a scratch database; its own part is
// the fan's queries at its end (their header, filled in too, is left in the shell's piece here, so
// the piecewise figure is if anything flattered by a part a little smaller than the real one).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gzipPiecewise, type PiecewiseBody } from '../../src/server/http/piecewise-body.ts';
import {
  analyze,
  createBattles,
  createSessions,
  createUsers,
  sessionCookie,
  sessionToken,
  withClient,
} from '../lib/data.ts';
import { createScratchDatabase } from '../lib/server.ts';
import type { SuiteContext } from '../lib/suite.ts';
import { startBenchServer } from './votes.ts';

const ROUNDS = Number(process.env.BENCH_SHELL_GZIP_ROUNDS ?? 400);
/** A shell lives 1 s (the read cache): at the ssr suite's ~300 arena answers/s, about 300 answers share one. */
const ANSWERS_PER_SHELL = 300;

function cpuMicros(fn: () => Buffer, rounds: number): { micros: number; bytes: number } {
  let bytes = 0;
  const start = process.cpuUsage();
  for (let i = 0; i < rounds; i += 1) bytes = fn().length;
  const used = process.cpuUsage(start);
  return { micros: (used.user + used.system) / rounds, bytes };
}

export async function run({ root, log }: SuiteContext): Promise<string[]> {
  const scratch = await createScratchDatabase();
  if ('error' in scratch) return [`- skipped: PostgreSQL unreachable (${scratch.error})`];
  const started = await startBenchServer(root, scratch);
  let html: string;
  try {
    await withClient(scratch.url, async (c) => {
      await createUsers(c, { prefix: 'p', count: 10 });
      await createUsers(c, { prefix: 'reader', count: 1, balance: 5 });
      await createSessions(c, { prefix: 'reader', count: 1 });
      await createBattles(c, { prefix: 'ssr', count: 24, participants: 10 });
      await analyze(c);
    });
    const res = await fetch(`${started.server.url}/arena`, {
      headers: {
        cookie: sessionCookie(started.secret, sessionToken('reader', 1)),
        'accept-encoding': 'identity',
      },
    });
    html = await res.text();
  } finally {
    await started.server.stop();
    await scratch.drop();
  }
  const cut = html.indexOf('<script type="application/json" id="viewer-queries"');
  if (cut < 0) throw new Error('the signed-in arena came without the fan’s queries: not a shell answer');
  const shell = html.slice(0, cut);
  const own = html.slice(cut);
  log(
    `arena answer: ${(html.length / 1024).toFixed(1)} KB, the fan's own part ${(own.length / 1024).toFixed(1)} KB`,
  );

  const shared = [shell];
  const firstStart = process.cpuUsage();
  gzipPiecewise({ shared, own: [own] });
  const first = process.cpuUsage(firstStart);
  const firstMicros = first.user + first.system;
  const rows: [string, { micros: number; bytes: number }][] = [
    // Each round a new own piece (a new array), the shell's array kept: as for each fan.
    [
      'piecewise gzip (shell kept)',
      cpuMicros(() => gzipPiecewise({ shared, own: [own] } as PiecewiseBody), ROUNDS),
    ],
    ['gzip level 1, whole answer', cpuMicros(() => gzipSync(html, { level: 1 }), ROUNDS)],
    ['gzip level 6, whole answer', cpuMicros(() => gzipSync(html, { level: 6 }), ROUNDS)],
    [
      'brotli quality 1, whole answer',
      cpuMicros(() => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }), ROUNDS),
    ],
  ];
  const lines = [
    `- signed-in arena answer ${(html.length / 1024).toFixed(1)} KB (the fan's own part ${(own.length / 1024).toFixed(1)} KB), ${ROUNDS} rounds each, CPU µs per answer in-process`,
    `- piecewise: the shell's one-off deflate (level 9) ${firstMicros} µs, ${(firstMicros / ANSWERS_PER_SHELL).toFixed(0)} µs per answer over ${ANSWERS_PER_SHELL} answers of a shell's second`,
    '',
    '| compression | CPU µs/answer | wire bytes |',
    '|---|---|---|',
  ];
  for (const [name, figure] of rows) {
    const line = `| ${name} | ${figure.micros.toFixed(0)} | ${figure.bytes} |`;
    log(line);
    lines.push(line);
  }
  return lines;
}
