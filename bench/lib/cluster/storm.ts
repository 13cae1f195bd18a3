// The vote storm through haproxy, run by a forked process (storm-process.ts), and the log of every
// answer of a run: the 200s (what the service promised, with the total each one carried) for the
// delay and no-loss checks, the others to set beside each fault.
import { fork } from 'node:child_process';
import {
  type AnsweredVotes,
  addAnswered,
  noAnsweredVotes,
} from '#server/reliability/support/vote-accounting.ts';
import { track } from './cleanup.ts';
import { type StormRequest, type StormResult, type StormShape, voteOf } from './storm-protocol.ts';

export type { StormShape } from './storm-protocol.ts';

/** Every answer of every storm of a run. */
export class VoteLog {
  next = 0;
  readonly answered: AnsweredVotes = noAnsweredVotes();
  /** The 200s: battle and fighter (0-based), the total the answer carried, when. */
  readonly ok = {
    battle: [] as number[],
    fighter: [] as number[],
    count: [] as number[],
    at: [] as number[],
  };
  readonly failures: { at: number; status: number }[] = [];
  readonly samples: Record<string, string> = {};
  readonly errors: string[] = [];

  constructor(readonly shape: StormShape) {}

  absorb(r: StormResult): void {
    this.next = Math.max(this.next, r.next);
    r.ok.request.forEach((i, k) => {
      const v = voteOf(i, this.shape);
      addAnswered(this.answered, `v${v.voter}`, `b${v.battle + 1}`, `p${v.fighter + 1}`);
      this.ok.battle.push(v.battle);
      this.ok.fighter.push(v.fighter);
      this.ok.count.push(r.ok.count[k]!);
      this.ok.at.push(r.ok.at[k]!);
    });
    r.failures.at.forEach((at, k) => {
      this.failures.push({ at, status: r.failures.status[k]! });
    });
    for (const [status, body] of Object.entries(r.samples)) this.samples[status] ??= body;
    if (r.error) this.errors.push(r.error);
  }

  /** 200s, other answers and requests without one in [from, to). */
  between(from: number, to: number) {
    const ok = this.ok.at.filter((t) => t >= from && t < to).length;
    const other: Record<string, number> = {};
    for (const f of this.failures) {
      if (f.at < from || f.at >= to) continue;
      const key = f.status === 0 ? 'no answer' : String(f.status);
      other[key] = (other[key] ?? 0) + 1;
    }
    return { ok, other };
  }

  /** The 200s answered in [from, to), for the delay figures. */
  okBetween(from: number, to: number) {
    const out = {
      battle: [] as number[],
      fighter: [] as number[],
      count: [] as number[],
      at: [] as number[],
    };
    this.ok.at.forEach((t, k) => {
      if (t < from || t >= to) return;
      out.battle.push(this.ok.battle[k]!);
      out.fighter.push(this.ok.fighter[k]!);
      out.count.push(this.ok.count[k]!);
      out.at.push(t);
    });
    return out;
  }
}

export interface Storm {
  pid: number;
  /** Ends the storm early; resolves as `done` does. */
  stop: () => Promise<StormResult>;
  /** Once the storm has ended and its answers are in the log. */
  done: Promise<StormResult>;
}

export function startStorm(options: {
  url: string;
  connections: number;
  seconds: number;
  secret: string;
  log: VoteLog;
}): Storm {
  const { log } = options;
  const child = track(
    fork(new URL('./storm-process.ts', import.meta.url), [], {
      execArgv: ['--import', 'tsx'],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  const done = new Promise<StormResult>((resolve, reject) => {
    child.once('message', (message) => {
      const result = message as StormResult;
      log.absorb(result);
      resolve(result);
    });
    child.once('exit', (code, signal) => reject(new Error(`vote storm process exited (${code ?? signal})`)));
  });
  const start: StormRequest = {
    op: 'start',
    url: options.url,
    connections: options.connections,
    seconds: options.seconds,
    secret: options.secret,
    shape: log.shape,
    first: log.next,
  };
  // Storms of a run follow one another: each continues the last one's numbering (absorb).
  child.send(start);
  return {
    pid: child.pid!,
    done,
    async stop() {
      if (child.connected) child.send({ op: 'stop' } satisfies StormRequest);
      return done;
    },
  };
}
