// The messages between the cluster bench and its listener processes (listener-process.ts). Times
// are epoch milliseconds with sub-millisecond precision (performance.timeOrigin + now()), so the
// bench and every listener process read one clock.

/** Per battle (index into `battles`), per fighter (index into `fighters`): a vote count. */
export type CountsByBattle = number[][];

export type ListenerRequest =
  | {
      op: 'open';
      /** haproxy's address: every stream goes through it. */
      url: string;
      battles: string[];
      fighters: string[];
      count: number;
      /** This process's first listener number: spreads battles and source addresses over processes. */
      first: number;
      /** Every n-th listener keeps each total it saw with its time, for the delay figures. */
      sampleEvery: number;
      localAddresses: string[];
    }
  /** Sampled listeners keep their totals' history only while this is on. */
  | { op: 'record'; on: boolean }
  | { op: 'stats' }
  /**
   * From `since` on, note when each listener first gets a total above `thresholds` (a total that
   * includes a vote committed after the thresholds were read: a new snapshot).
   */
  | { op: 'mark'; mark: number; since: number; thresholds: CountsByBattle }
  /** `forget` drops the mark once read (it costs a check per message while kept). */
  | { op: 'hits'; mark: number; forget: boolean }
  | { op: 'drops'; since: number }
  | { op: 'delays'; votes: { battle: number[]; fighter: number[]; count: number[]; at: number[] } }
  /**
   * Listeners whose every total equals `expected`, among those connected since before `before`: one
   * that connected later heard no snapshot if the totals had stopped changing (a page refetches
   * the battle when its stream opens; these listeners do not).
   */
  | { op: 'converged'; expected: CountsByBattle; before: number }
  | { op: 'close' };

export interface ListenerReplies {
  open: { opened: number; failed: number };
  record: Record<string, never>;
  stats: {
    /** Messages carrying totals, by the instance that served the stream (haproxy's x-served-by). */
    events: Record<string, number>;
    connected: Record<string, number>;
    snapshots: number;
    perVoteUpdates: number;
    /** Answers other than 200 to a stream request, and requests that got none (`error`). */
    refused: Record<string, number>;
    /** The first body of each refusal's status. */
    refusedBodies: Record<string, string>;
  };
  mark: Record<string, never>;
  /** Per listener: the instance it was on when marked (null: not connected), and the hit time. */
  hits: { slots: (string | null)[]; at: (number | null)[] };
  /** Per listener dropped since then: where it was, where it is now, when it got back. */
  drops: { from: (string | null)[]; to: (string | null)[]; reconnectedAt: (number | null)[] };
  /** Per (vote, sampled listener of its battle): when the listener saw the vote's count. */
  delays: { delays: number[]; pairs: number; unmatched: number };
  converged: { connected: number; matching: number; late: number };
  close: Record<string, never>;
}

export type Op = ListenerRequest['op'];
export type RequestOf<K extends Op> = Extract<ListenerRequest, { op: K }>;
export type Envelope = ListenerRequest & { id: number };
export type ReplyEnvelope = { id: number; reply?: ListenerReplies[Op]; error?: string };

export const clock = () => performance.timeOrigin + performance.now();
