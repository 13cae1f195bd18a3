import type { BattleUpdateEvent } from '#domain/schemas/battles.ts';

type TotalsUpdate = Extract<BattleUpdateEvent, { type: 'totals' }>;

/**
 * A newer snapshot over a pending one. On a battle with many fighters a snapshot may carry only the
 * fighters whose totals changed (realtime/coalescer.ts), so the older one's other fighters are kept;
 * a full snapshot covers them all and is taken as it is.
 */
export function mergeTotals(older: TotalsUpdate, newer: TotalsUpdate): TotalsUpdate {
  const covered = new Set(newer.totals.map((t) => t.participantUserId));
  const kept = older.totals.filter((t) => !covered.has(t.participantUserId));
  return kept.length === 0 ? newer : { ...newer, totals: [...newer.totals, ...kept] };
}

/**
 * The updates waiting for the next window, in arrival order, where a newer state takes the place
 * of the one it supersedes: a battle's snapshot replaces the pending snapshot (the higher `seq`
 * wins, merged with what only the older one carried) and a fighter's vote total replaces their
 * pending one. The newer one moves to the end of
 * the queue, so a rare event (status, participants, voided votes) never lands after a state that
 * came later than it, and none of them is ever dropped.
 */
export class PendingUpdates {
  private slots: (BattleUpdateEvent | null)[] = [];
  /** Where each battle's pending snapshot sits in `slots`. */
  private totalsAt = new Map<string, number>();
  /** Where each fighter's pending vote total sits, by battle and fighter. */
  private votesAt = new Map<string, number>();

  add(update: BattleUpdateEvent): void {
    if (update.type === 'totals') {
      const at = this.totalsAt.get(update.battleId);
      let next = update;
      if (at !== undefined) {
        const held = this.slots[at] as TotalsUpdate;
        // A snapshot delayed on the bus behind a newer one would move the counts back.
        if (held.seq >= update.seq) return;
        this.slots[at] = null;
        next = mergeTotals(held, update);
      }
      this.totalsAt.set(update.battleId, this.slots.push(next) - 1);
      return;
    }
    if (update.type === 'votes') {
      const key = `${update.battleId}\u0000${update.participantUserId}`;
      const at = this.votesAt.get(key);
      if (at !== undefined) this.slots[at] = null;
      this.votesAt.set(key, this.slots.push(update) - 1);
      return;
    }
    this.slots.push(update);
  }

  get isEmpty(): boolean {
    return this.slots.length === 0;
  }

  /** Empties the queue, returning what is in it in order. */
  take(): BattleUpdateEvent[] {
    const out = this.slots.filter((u): u is BattleUpdateEvent => u !== null);
    this.slots = [];
    this.totalsAt = new Map();
    this.votesAt = new Map();
    return out;
  }
}

/** Where a feed writes: one open stream. */
export interface FeedSink {
  /** The window's frames, encoded once for every stream of the feed. */
  write(chunk: Buffer): void;
}

export interface RateBoundFeedOptions {
  /** The shortest time between two writes to the feed's streams (1000 / messages per second). */
  intervalMs: number;
  /** The SSE frame of an update, serialized once however many feeds and streams carry it. */
  frameOf: (update: BattleUpdateEvent) => string;
  now?: () => number;
}

/**
 * The updates of one view (a battle, or every battle for the arena; public or staff) for every
 * stream watching it. Streams with the same view would each hold the same pending state, so it is
 * held once: an update costs the same with ten pages open or ten thousand, and each window costs
 * one write per stream of one chunk built and encoded once. Writes are at least `intervalMs`
 * apart, so a stream gets at most 1000 / intervalMs messages a second whatever the vote rate; the
 * first update after a quiet spell goes out on the next turn of the event loop (updates that
 * arrive together share it).
 */
export class RateBoundFeed {
  readonly sinks = new Set<FeedSink>();
  private readonly pending = new PendingUpdates();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastWriteAt = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;

  constructor(private readonly options: RateBoundFeedOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  add(update: BattleUpdateEvent): void {
    this.pending.add(update);
    if (this.timer !== null) return;
    const wait = Math.max(0, this.lastWriteAt + this.options.intervalMs - this.now());
    this.timer = setTimeout(() => this.flush(), wait);
  }

  /** Writes what is pending now (also at close, so the last state is not lost to a clean stop). */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.isEmpty) return;
    this.lastWriteAt = this.now();
    let text = '';
    for (const update of this.pending.take()) text += this.options.frameOf(update);
    const chunk = Buffer.from(text);
    // A sink may leave the set while it is written to (a stream too slow to keep up is ended).
    for (const sink of this.sinks) sink.write(chunk);
  }

  close(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.pending.take();
  }
}

type Subscribe = (battleId: string | null, listener: (update: BattleUpdateEvent) => void) => () => void;

export interface LiveFeedsOptions extends RateBoundFeedOptions {
  /** The hub's subscribe: one subscription per feed, not per stream. */
  subscribe: Subscribe;
  /** Whether a non-staff stream may see this update. */
  isPublic: (update: BattleUpdateEvent) => boolean;
}

/** The feeds with at least one stream, by view; a feed leaves the hub with its last stream. */
export class LiveFeeds {
  private readonly feeds = [new Map<string | null, LiveFeed>(), new Map<string | null, LiveFeed>()];

  constructor(private readonly options: LiveFeedsOptions) {}

  /** Adds a stream to the view's feed; the returned function takes it out. */
  join(battleId: string | null, staff: boolean, sink: FeedSink): () => void {
    const feeds = this.feeds[staff ? 1 : 0]!;
    let entry = feeds.get(battleId);
    if (!entry) {
      const feed = new RateBoundFeed(this.options);
      const unsubscribe = this.options.subscribe(battleId, (update) => {
        if (staff || this.options.isPublic(update)) feed.add(update);
      });
      entry = { feed, unsubscribe };
      feeds.set(battleId, entry);
    }
    const { feed, unsubscribe } = entry;
    feed.sinks.add(sink);
    return () => {
      if (!feed.sinks.delete(sink) || feed.sinks.size > 0) return;
      unsubscribe();
      feed.close();
      if (feeds.get(battleId) === entry) feeds.delete(battleId);
    };
  }

  /** Feeds open now (each one hub subscription). */
  get size(): number {
    return this.feeds[0]!.size + this.feeds[1]!.size;
  }

  /** Writes every feed's pending updates at once, before the streams end. */
  flushAll(): void {
    for (const feeds of this.feeds) for (const { feed } of feeds.values()) feed.flush();
  }
}

interface LiveFeed {
  feed: RateBoundFeed;
  unsubscribe: () => void;
}
