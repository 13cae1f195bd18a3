// The cluster bench's SSE listeners: a few forked processes (listener-process.ts), each holding
// its share of the streams; every question goes to all of them and their answers are put together.
import { type ChildProcess, fork } from 'node:child_process';
import { track } from './cleanup.ts';
import type {
  CountsByBattle,
  Envelope,
  ListenerReplies,
  Op,
  ReplyEnvelope,
  RequestOf,
} from './listener-protocol.ts';

interface Child {
  process: ChildProcess;
  pending: Map<number, { resolve: (r: ListenerReplies[Op]) => void; reject: (e: Error) => void }>;
}

/** Every first-hit of a mark, with the instance the listener was on when marked. */
export interface MarkHits {
  slots: (string | null)[];
  at: (number | null)[];
}

export class ListenerPool {
  private nextId = 1;
  private nextMark = 1;

  private constructor(private readonly children: Child[]) {}

  static start(processes: number): ListenerPool {
    const children = Array.from({ length: processes }, (): Child => {
      const child = track(
        fork(new URL('./listener-process.ts', import.meta.url), [], {
          execArgv: ['--import', 'tsx'],
          serialization: 'advanced',
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        }),
      );
      const entry: Child = { process: child, pending: new Map() };
      child.on('message', (message) => {
        const m = message as ReplyEnvelope;
        const waiting = entry.pending.get(m.id);
        entry.pending.delete(m.id);
        if (m.error !== undefined) waiting?.reject(new Error(`listener process: ${m.error}`));
        else if (m.reply) waiting?.resolve(m.reply);
      });
      child.once('exit', (code, signal) => {
        for (const w of entry.pending.values())
          w.reject(new Error(`listener process exited (${code ?? signal})`));
        entry.pending.clear();
      });
      return entry;
    });
    return new ListenerPool(children);
  }

  private ask<K extends Op>(child: Child, request: RequestOf<K>): Promise<ListenerReplies[K]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      child.pending.set(id, {
        resolve: (r) => resolve(r as ListenerReplies[K]),
        reject,
      });
      child.process.send({ ...request, id } as Envelope);
    });
  }

  /** The listener processes, for their CPU time. */
  get pids(): number[] {
    return this.children.map((c) => c.process.pid!);
  }

  /** The same question to every process. */
  all<K extends Op>(request: RequestOf<K>): Promise<ListenerReplies[K][]> {
    return Promise.all(this.children.map((c) => this.ask(c, request)));
  }

  /** Opens `count` streams through haproxy, spread over the processes, battles and source addresses. */
  async open(options: Omit<RequestOf<'open'>, 'op' | 'count' | 'first'> & { count: number }) {
    const share = Math.ceil(options.count / this.children.length);
    const replies = await Promise.all(
      this.children.map((c, i) =>
        this.ask(c, {
          ...options,
          op: 'open',
          first: i * share,
          count: Math.max(0, Math.min(share, options.count - i * share)),
        }),
      ),
    );
    return {
      opened: replies.reduce((n, r) => n + r.opened, 0),
      failed: replies.reduce((n, r) => n + r.failed, 0),
    };
  }

  async stats(): Promise<ListenerReplies['stats']> {
    const replies = await this.all({ op: 'stats' });
    const add = (pick: (r: ListenerReplies['stats']) => Record<string, number>) => {
      const out: Record<string, number> = {};
      for (const r of replies) for (const [k, v] of Object.entries(pick(r))) out[k] = (out[k] ?? 0) + v;
      return out;
    };
    return {
      events: add((r) => r.events),
      connected: add((r) => r.connected),
      refused: add((r) => r.refused),
      refusedBodies: Object.assign({}, ...replies.map((r) => r.refusedBodies)),
      snapshots: replies.reduce((n, r) => n + r.snapshots, 0),
      perVoteUpdates: replies.reduce((n, r) => n + r.perVoteUpdates, 0),
    };
  }

  /** Starts watching for the first total above `thresholds` on every listener; returns the mark. */
  async mark(since: number, thresholds: CountsByBattle): Promise<number> {
    const mark = this.nextMark++;
    await this.all({ op: 'mark', mark, since, thresholds });
    return mark;
  }

  async hits(mark: number, forget = false): Promise<MarkHits> {
    const replies = await this.all({ op: 'hits', mark, forget });
    return { slots: replies.flatMap((r) => r.slots), at: replies.flatMap((r) => r.at) };
  }

  async drops(since: number): Promise<ListenerReplies['drops']> {
    const replies = await this.all({ op: 'drops', since });
    return {
      from: replies.flatMap((r) => r.from),
      to: replies.flatMap((r) => r.to),
      reconnectedAt: replies.flatMap((r) => r.reconnectedAt),
    };
  }

  async delays(votes: RequestOf<'delays'>['votes']): Promise<ListenerReplies['delays']> {
    const replies = await this.all({ op: 'delays', votes });
    return {
      delays: replies.flatMap((r) => r.delays),
      pairs: replies.reduce((n, r) => n + r.pairs, 0),
      unmatched: replies.reduce((n, r) => n + r.unmatched, 0),
    };
  }

  async converged(expected: CountsByBattle, before: number): Promise<ListenerReplies['converged']> {
    const replies = await this.all({ op: 'converged', expected, before });
    return {
      connected: replies.reduce((n, r) => n + r.connected, 0),
      matching: replies.reduce((n, r) => n + r.matching, 0),
      late: replies.reduce((n, r) => n + r.late, 0),
    };
  }

  async close(): Promise<void> {
    await Promise.all(
      this.children.map(async (c) => {
        if (c.process.exitCode !== null) return;
        const exited = new Promise((r) => c.process.once('exit', r));
        await this.ask(c, { op: 'close' }).catch(() => undefined);
        const timer = setTimeout(() => c.process.kill('SIGKILL'), 2_000);
        await exited;
        clearTimeout(timer);
      }),
    );
  }
}
