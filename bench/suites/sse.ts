// Live updates: N SSE listeners (1,000, 5,000 then 10,000) on one instance's /api/battles/:id/live
// while votes flow at a steady rate; the delay from sending a vote (its response is its commit) to
// each listener receiving an update with that count, the server's CPU per listener-event and its
// memory per listener, and the most messages one listener got in a second.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
import { fmt, percentile, table } from '../lib/load.ts';
import { type BenchServer, createScratchDatabase, rssMiB, sleep } from '../lib/server.ts';
import type { SuiteContext } from '../lib/suite.ts';
import { startBenchServer, type VoteServer } from './votes.ts';

const LISTENER_COUNTS = (process.env.BENCH_SSE_LISTENERS ?? '1000,5000,10000').split(',').map(Number);
const VOTES_PER_SECOND = 20;
const VOTE_SECONDS = 10;
/** Every run votes with voters of its own; the first run has no listeners (the votes' own CPU). */
const VOTERS = (LISTENER_COUNTS.length + 1) * VOTES_PER_SECOND * VOTE_SECONDS;
/**
 * Listeners per loopback source address: the server holds at most LIVE_STREAMS_PER_NETWORK (100)
 * streams per client network, so 10,000 listeners come from 100 addresses (127.0.0.2, 127.0.0.3, …),
 * as that many visitors would.
 */
const LISTENERS_PER_ADDRESS = 100;
/** One listener in this many records every message's arrival, for the messages-per-second figure. */
const RATE_SAMPLE_EVERY = 50;

/** The loopback address of listener `i`: 127.0.0.2 for the first hundred, then 127.0.0.3, … */
function sourceAddress(i: number): string {
  const n = 2 + Math.floor(i / LISTENERS_PER_ADDRESS);
  return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU time of a process in ms (Linux /proc), or null where unavailable. */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // The command name (field 2) may hold spaces; the fields after its ')' are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * One fighter's total in a frame: a 'votes' update or an entry of a 'totals' snapshot, both flat
 * objects naming the fighter, whichever order their keys come in.
 */
const FIGHTER_OBJECT = /\{[^{}]*"participantUserId":"p1"[^{}]*\}/g;
const VOTES_COUNT = /"votesCount":(\d+)/;

interface Listener {
  /** [highest count of p1 seen so far, when it arrived], one pair each time it went up. */
  seen: [count: number, at: number][];
  /** Arrival times of every message, on sampled listeners only. */
  arrivals: number[] | null;
  frames: number;
  text: string;
}

interface Listeners {
  all: Listener[];
  refused: Record<number, number>;
  failed: number;
  close: () => void;
}

/**
 * Opens `n` raw SSE connections (no agent pooling), each from its listener's source address,
 * resolving once every one has its first bytes or was refused.
 */
async function openListeners(url: string, n: number): Promise<Listeners> {
  const requests: http.ClientRequest[] = [];
  const all: Listener[] = [];
  const refused: Record<number, number> = {};
  let failed = 0;
  const open = (index: number) =>
    new Promise<void>((resolve) => {
      const req = http.get(url, { agent: false, localAddress: sourceAddress(index) }, (res) => {
        res.on('error', () => undefined);
        if (res.statusCode !== 200) {
          refused[res.statusCode ?? 0] = (refused[res.statusCode ?? 0] ?? 0) + 1;
          res.resume();
          resolve();
          return;
        }
        const listener: Listener = {
          seen: [],
          arrivals: index % RATE_SAMPLE_EVERY === 0 ? [] : null,
          frames: 0,
          text: '',
        };
        all.push(listener);
        res.setEncoding('utf8');
        res.once('data', () => resolve());
        res.on('data', (chunk: string) => {
          const at = performance.now();
          // A frame may span two reads: only whole ones (up to the last blank line) are read.
          const text = listener.text + chunk;
          const end = text.lastIndexOf('\n\n');
          if (end < 0) {
            listener.text = text;
            return;
          }
          const whole = text.slice(0, end);
          listener.text = text.slice(end + 2);
          for (let i = whole.indexOf('data: '); i >= 0; i = whole.indexOf('data: ', i + 6)) {
            listener.frames += 1;
            listener.arrivals?.push(at);
          }
          let best = listener.seen.at(-1)?.[0] ?? -1;
          for (const [object] of whole.matchAll(FIGHTER_OBJECT)) {
            const count = Number(VOTES_COUNT.exec(object)?.[1] ?? -1);
            if (count > best) {
              best = count;
              listener.seen.push([count, at]);
            }
          }
        });
      });
      req.on('error', () => {
        failed += 1;
        resolve();
      });
      requests.push(req);
    });
  // Connect in batches so the listen backlog is never the thing measured.
  for (let i = 0; i < n; i += 200) {
    await Promise.all(Array.from({ length: Math.min(200, n - i) }, (_, j) => open(i + j)));
  }
  return {
    all,
    refused,
    failed,
    close: () => {
      for (const req of requests) req.destroy();
    },
  };
}

/** The most messages one sampled listener received within any one second. */
function maxPerSecond(listeners: Listener[]): number {
  let most = 0;
  for (const { arrivals } of listeners) {
    if (!arrivals) continue;
    let from = 0;
    for (let to = 0; to < arrivals.length; to++) {
      while (arrivals[to]! - arrivals[from]! >= 1000) from++;
      most = Math.max(most, to - from + 1);
    }
  }
  return most;
}

async function measure({
  server,
  secret,
  listeners: asked,
  firstVoter,
  log,
}: {
  server: BenchServer;
  secret: string;
  listeners: number;
  firstVoter: number;
  log: SuiteContext['log'];
}) {
  /** [count the vote's answer carried, when it was sent]; concurrent votes may carry the same count. */
  const sentAt: [count: number, sentAt: number][] = [];
  const rssBefore = rssMiB(server.pid);
  const opened = await openListeners(`${server.url}/api/battles/sse1/live`, asked);
  const listeners = opened.all;
  const rssIdle = rssMiB(server.pid);
  const pending: Promise<void>[] = [];
  let failed = 0;
  const total = VOTES_PER_SECOND * VOTE_SECONDS;
  const cpuStart = cpuMs(server.pid);
  const benchCpuStart = process.cpuUsage();
  let sendLag = 0;
  const framesBefore = listeners.reduce((n, l) => n + l.frames, 0);
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / VOTES_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const sent = performance.now();
    sendLag = Math.max(sendLag, sent - due);
    pending.push(
      fetch(`${server.url}/api/battles/sse1/votes`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: sessionCookie(secret, sessionToken('v', firstVoter + i)),
        },
        body: JSON.stringify({ participantUserId: 'p1' }),
      }).then(async (res) => {
        if (res.status !== 200) {
          failed += 1;
          return;
        }
        const { votesCount } = (await res.json()) as { votesCount: number };
        sentAt.push([votesCount, sent]);
      }),
    );
  }
  await Promise.all(pending);
  const rssBusy = rssMiB(server.pid);
  // Let the last updates arrive; an update often arrives before its vote's response is read, so
  // receipts are matched to send times only now.
  await sleep(3_000);
  const cpuEnd = cpuMs(server.pid);
  const benchCpu = process.cpuUsage(benchCpuStart);
  const benchCpuMs = (benchCpu.user + benchCpu.system) / 1000;
  const events = listeners.reduce((n, l) => n + l.frames, 0) - framesBefore;
  const measuredSeconds = (performance.now() - started) / 1000;
  opened.close();
  // A page shows a vote once an update's total reaches the vote's count: a snapshot carries every
  // vote counted up to its tick, so one update can deliver several votes.
  const votes = [...sentAt].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const delays: number[] = [];
  for (const { seen } of listeners) {
    let e = 0;
    for (const [count, sent] of votes) {
      while (e < seen.length && seen[e]![0] < count) e++;
      if (e < seen.length) delays.push(seen[e]![1] - sent);
    }
  }
  delays.sort((a, b) => a - b);
  const cpu = cpuStart === null || cpuEnd === null ? null : cpuEnd - cpuStart;
  const refusedText = Object.entries(opened.refused)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
  const r = {
    asked,
    connected: listeners.length,
    refused: [refusedText, opened.failed ? `${opened.failed} failed` : ''].filter(Boolean).join(', '),
    votes: total - failed,
    failed,
    received: delays.length,
    expected: (total - failed) * listeners.length,
    p50: percentile(delays, 50),
    p95: percentile(delays, 95),
    max: delays.at(-1) ?? Number.NaN,
    events,
    cpu,
    cpuPer1k: cpu === null || events === 0 ? null : cpu / (events / 1000),
    rssPerListenerKiB:
      rssBefore === null || rssIdle === null || listeners.length === 0
        ? null
        : ((rssIdle - rssBefore) * 1024) / listeners.length,
    rssIdle,
    rssBusy,
    maxPerSecond: maxPerSecond(listeners),
    perSecond: listeners.length === 0 ? 0 : events / listeners.length / measuredSeconds,
    benchCpuMs,
    sendLag,
  };
  log(
    `${asked} listeners: ${r.connected} connected${r.refused ? ` (refused: ${r.refused})` : ''}; ${r.votes} votes at ${VOTES_PER_SECOND}/s, ${r.received}/${r.expected} (vote, listener) pairs matched, delay p50 ${fmt.ms(r.p50)}, p95 ${fmt.ms(r.p95)}, max ${fmt.ms(r.max)}; ${r.events} listener-events, server CPU ${r.cpu?.toFixed(0)} ms (${r.cpuPer1k?.toFixed(1)} ms per 1k listener-events); RSS ${r.rssIdle?.toFixed(0)} MiB connected (${r.rssPerListenerKiB?.toFixed(1)} KiB per listener), ${r.rssBusy?.toFixed(0)} MiB while voting; ${r.perSecond.toFixed(1)} messages a second per listener on average, at most ${r.maxPerSecond} in one second (receipt times); bench process CPU ${r.benchCpuMs.toFixed(0)} ms, votes sent up to ${fmt.ms(r.sendLag)} late`,
  );
  return r;
}

export async function run({ root, log }: SuiteContext): Promise<string[]> {
  const scratch = await createScratchDatabase();
  if ('error' in scratch) return [`- skipped: PostgreSQL unreachable (${scratch.error})`];
  let server: VoteServer | undefined;
  try {
    const started = await startBenchServer(root, scratch);
    server = started.server;
    await withClient(scratch.url, async (c) => {
      await createUsers(c, { prefix: 'p', count: 2 });
      await createUsers(c, { prefix: 'v', count: VOTERS, balance: 5 });
      await createSessions(c, { prefix: 'v', count: VOTERS });
      await createBattles(c, { prefix: 'sse', count: 1, participants: 2 });
      await analyze(c);
    });
    const rows: string[][] = [];
    let firstVoter = 1;
    // The same votes with nobody listening: the CPU the votes and the live publisher take alone,
    // taken off each run's to leave what the streams cost.
    const quiet = await measure({ server, secret: started.secret, listeners: 0, firstVoter, log });
    firstVoter += VOTES_PER_SECOND * VOTE_SECONDS;
    for (const listeners of LISTENER_COUNTS) {
      const r = await measure({ server, secret: started.secret, listeners, firstVoter, log });
      firstVoter += VOTES_PER_SECOND * VOTE_SECONDS;
      const fanOut =
        r.cpu === null || quiet.cpu === null || r.events === 0
          ? null
          : Math.max(0, r.cpu - quiet.cpu) / (r.events / 1000);
      log(`  streams alone: ${fanOut?.toFixed(1)} ms of server CPU per 1k listener-events`);
      rows.push([
        `${r.connected} / ${r.asked}${r.refused ? ` (${r.refused})` : ''}`,
        `${r.votes}${r.failed ? ` (${r.failed} failed)` : ''}`,
        `${r.received} / ${r.expected}`,
        fmt.ms(r.p50),
        fmt.ms(r.p95),
        fmt.ms(r.max),
        `${r.perSecond.toFixed(1)} / ${r.maxPerSecond}`,
        r.cpuPer1k === null
          ? 'n/a'
          : `${r.cpuPer1k.toFixed(1)} / ${fanOut?.toFixed(1) ?? 'n/a'} ms (${r.cpu?.toFixed(0)} ms / ${r.events})`,
        r.rssPerListenerKiB === null ? 'n/a' : `${r.rssPerListenerKiB.toFixed(1)} KiB`,
        `${r.rssIdle?.toFixed(0)} / ${r.rssBusy?.toFixed(0)} MiB`,
      ]);
      // The server sees the closed sockets go before the next, larger crowd connects.
      await sleep(3_000);
    }
    const quietCpu = `${quiet.cpu?.toFixed(0) ?? 'n/a'} ms in this run`;
    return [
      `Votes at ${VOTES_PER_SECOND}/s for ${VOTE_SECONDS} s on one battle (2 fighters, every vote for one); listeners from ${LISTENERS_PER_ADDRESS} per loopback address (127.0.0.2, …). Delay = the first update at a listener whose count reaches the count the vote's answer carried, minus the moment the vote was sent; updates are 'votes' or 'totals' events, whichever the server sends. Listeners run in the bench process on the same machine, so their own parsing is inside the figure. CPU = the server process's user + system time from the first vote to 3 s after the last, over the messages delivered to listeners in that time (listener-events); it includes taking the votes; "streams alone" first takes off the CPU of the same votes with no listener (${quietCpu}). RSS per listener = the server's RSS growth from opening the streams, over the streams open. Messages per listener: the mean over the same span, and the most one sampled listener received within one second by its own receipt times (the server spaces its writes at least 1 s / LIVE_MESSAGES_PER_SECOND apart; a message read late by this busy process can bunch with the next).`,
      '',
      ...table(
        [
          'listeners (connected / asked)',
          'votes',
          'events matched',
          'p50',
          'p95',
          'max',
          'msgs/s per listener (mean / most in 1 s)',
          'server CPU per 1k listener-events (all / streams alone)',
          'RSS per listener',
          'server RSS (connected / voting)',
        ],
        rows,
      ),
    ];
  } finally {
    await server?.stop();
    await scratch.drop();
  }
}
