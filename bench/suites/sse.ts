// Live updates: N SSE listeners (1,000 then 5,000) on one instance's /api/battles/:id/live while
// votes flow at a steady rate; the delay from sending a vote (its response is its commit) to each
// listener receiving the event with that count, and the server's RSS.
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

const LISTENER_COUNTS = (process.env.BENCH_SSE_LISTENERS ?? '1000,5000').split(',').map(Number);
const VOTES_PER_SECOND = 20;
const VOTE_SECONDS = 10;
const VOTERS = 2 * LISTENER_COUNTS.length * VOTES_PER_SECOND * VOTE_SECONDS;

/** Opens `n` raw SSE connections (no agent pooling), resolving once all have their first bytes. */
async function openListeners(
  url: string,
  n: number,
  onEvent: (index: number, count: number, at: number) => void,
): Promise<() => void> {
  const sockets: http.ClientRequest[] = [];
  const open = (index: number) =>
    new Promise<void>((resolve, reject) => {
      const req = http.get(url, { agent: false }, (res) => {
        res.setEncoding('utf8');
        let first = true;
        res.on('data', (chunk: string) => {
          if (first) {
            first = false;
            resolve();
          }
          const at = performance.now();
          for (const m of chunk.matchAll(/"votesCount":(\d+)/g)) onEvent(index, Number(m[1]), at);
        });
      });
      req.on('error', reject);
      sockets.push(req);
    });
  // Connect in batches so the listen backlog is never the thing measured.
  for (let i = 0; i < n; i += 200) {
    await Promise.all(Array.from({ length: Math.min(200, n - i) }, (_, j) => open(i + j)));
  }
  return () => {
    for (const s of sockets) s.destroy();
  };
}

async function measure({
  server,
  secret,
  listeners,
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
  /** Per listener, [count, at] pairs in arrival order. */
  const received = Array.from({ length: listeners }, (): [count: number, at: number][] => []);
  const close = await openListeners(`${server.url}/api/battles/sse1/live`, listeners, (index, count, at) => {
    received[index]!.push([count, at]);
  });
  const rssIdle = rssMiB(server.pid);
  const pending: Promise<void>[] = [];
  let failed = 0;
  const total = VOTES_PER_SECOND * VOTE_SECONDS;
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / VOTES_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const sent = performance.now();
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
  // Let the last events arrive; an event often arrives before its vote's response is read, so
  // receipts are matched to send times only now.
  await sleep(3_000);
  close();
  // A page shows a vote once an update's total reaches the vote's count: updates for one fighter
  // that arrive within the hub's recount window go out as one, carrying the latest total, so one
  // event can deliver several votes.
  const votes = [...sentAt].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const delays: number[] = [];
  for (const events of received) {
    let e = 0;
    let best = Number.NEGATIVE_INFINITY;
    for (const [count, sent] of votes) {
      while (best < count && e < events.length) best = Math.max(best, events[e++]![0]);
      if (best >= count) delays.push(events[e - 1]![1] - sent);
    }
  }
  delays.sort((a, b) => a - b);
  const expected = (total - failed) * listeners;
  const r = {
    listeners,
    votes: total - failed,
    failed,
    received: delays.length,
    expected,
    p50: percentile(delays, 50),
    p95: percentile(delays, 95),
    max: delays.at(-1) ?? Number.NaN,
    rssIdle,
    rssBusy,
  };
  log(
    `${listeners} listeners: ${r.votes} votes at ${VOTES_PER_SECOND}/s, ${r.received}/${expected} events matched, delay p50 ${fmt.ms(r.p50)}, p95 ${fmt.ms(r.p95)}, max ${fmt.ms(r.max)}; RSS ${r.rssIdle?.toFixed(0)} MiB connected, ${r.rssBusy?.toFixed(0)} MiB while voting`,
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
    for (const listeners of LISTENER_COUNTS) {
      const r = await measure({ server, secret: started.secret, listeners, firstVoter, log });
      firstVoter += VOTES_PER_SECOND * VOTE_SECONDS;
      rows.push([
        String(r.listeners),
        `${r.votes}${r.failed ? ` (${r.failed} failed)` : ''}`,
        `${r.received} / ${r.expected}`,
        fmt.ms(r.p50),
        fmt.ms(r.p95),
        fmt.ms(r.max),
        `${r.rssIdle?.toFixed(0)} / ${r.rssBusy?.toFixed(0)} MiB`,
      ]);
      await sleep(1_000);
    }
    return [
      `Votes at ${VOTES_PER_SECOND}/s for ${VOTE_SECONDS} s on one battle; delay = event received at a listener minus the moment its vote was sent (the vote's response carries the count that identifies the event). Listeners run in the bench process on the same machine, so their own parsing is inside the figure.`,
      '',
      ...table(
        ['listeners', 'votes', 'events matched', 'p50', 'p95', 'max', 'server RSS (connected / voting)'],
        rows,
      ),
    ];
  } finally {
    await server?.stop();
    await scratch.drop();
  }
}
