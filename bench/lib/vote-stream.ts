// Votes at a steady rate in the background, through the real API, while another load is measured:
// what a battle taking votes does to the reads beside it (bench/suites/reads.ts).
import { fork } from 'node:child_process';
import { sessionCookie, sessionToken } from './data.ts';

export interface VoteStreamResult {
  sent: number;
  /** Votes not sent because this process fell behind (a busy machine): never sent in a burst. */
  skipped: number;
  ok: number;
  /** Other statuses: status -> count (a refused vote still costs the server its work). */
  other: Record<number, number>;
  failed: number;
  seconds: number;
  okPerSec: number;
}

export interface VoteStreamOptions {
  url: string;
  secret: string;
  battleId: string;
  /** Votes per second, spread evenly. */
  rate: number;
  /** Voters `<prefix>1..<voters>` with sessions and coins (bench/lib/data.ts). */
  voterPrefix: string;
  voters: number;
  /** Fighters `p1..p<fighters>` of the battle. */
  fighters: number;
  /** The number of the stream's first vote: streams of one run must not repeat a (voter, fighter). */
  first: number;
}

/**
 * Starts sending votes: vote n is voter (n mod voters) + 1 for fighter ⌊n / voters⌋ mod fighters + 1,
 * so a voter's next vote comes `voters / rate` seconds later (over the 5 s gap) and no pair repeats.
 * `stop` waits for the votes under way and says what came back.
 */
export function startVoteStream(options: VoteStreamOptions): {
  stop: () => Promise<VoteStreamResult & { next: number }>;
} {
  const { url, secret, battleId, rate, voterPrefix, voters, fighters, first } = options;
  const started = performance.now();
  const result: VoteStreamResult = {
    sent: 0,
    skipped: 0,
    ok: 0,
    other: {},
    failed: 0,
    seconds: 0,
    okPerSec: 0,
  };
  // At most 250 ms of votes at once (a busy machine delays the timer that much): after a longer
  // stall the missed ones are dropped, not sent together.
  const burst = Math.max(1, Math.ceil(rate / 4));
  let slots = 0;
  const pending = new Set<Promise<void>>();
  const send = (n: number) => {
    const voter = (n % voters) + 1;
    const fighter = (Math.floor(n / voters) % fighters) + 1;
    const vote = fetch(`${url}/api/battles/${battleId}/votes`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: sessionCookie(secret, sessionToken(voterPrefix, voter)),
      },
      body: JSON.stringify({ participantUserId: `p${fighter}` }),
    })
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.status === 200) result.ok += 1;
        else result.other[res.status] = (result.other[res.status] ?? 0) + 1;
      })
      .catch(() => {
        result.failed += 1;
      })
      .finally(() => pending.delete(vote));
    pending.add(vote);
  };
  const timer =
    rate > 0
      ? setInterval(() => {
          const due = Math.floor(((performance.now() - started) * rate) / 1000);
          const now = Math.min(due - slots, burst);
          for (let i = 0; i < now; i += 1) {
            send(first + result.sent);
            result.sent += 1;
          }
          result.skipped += due - slots - Math.max(now, 0);
          slots = due;
        }, 5)
      : null;
  return {
    async stop() {
      if (timer) clearInterval(timer);
      result.seconds = (performance.now() - started) / 1000;
      await Promise.all([...pending]);
      result.okPerSec = result.ok / result.seconds;
      return { ...result, next: first + result.sent };
    },
  };
}

type StreamResult = VoteStreamResult & { next: number };

/**
 * startVoteStream in a child process (vote-stream-process.ts): an autocannon load in this process
 * would otherwise delay its timer and lower the rate. Resolves once the first votes may go.
 */
export async function startVoteStreamProcess(
  options: VoteStreamOptions,
): Promise<{ stop: () => Promise<StreamResult> }> {
  const child = fork(new URL('./vote-stream-process.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const messages: unknown[] = [];
  const waiting: ((message: unknown) => void)[] = [];
  child.on('message', (message) => {
    const next = waiting.shift();
    if (next) next(message);
    else messages.push(message);
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`vote stream process exited (${code ?? signal})`))),
  );
  exited.catch(() => {});
  const message = () =>
    Promise.race([
      messages.length > 0 ? Promise.resolve(messages.shift()) : new Promise((r) => waiting.push(r)),
      exited,
    ]);
  child.send(options);
  await message();
  return {
    async stop() {
      child.send('stop');
      const { result } = (await message()) as { result: StreamResult };
      return result;
    },
  };
}
