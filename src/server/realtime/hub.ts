import type { BattleUpdateEvent } from '#domain/schemas/battles.ts';
import { type Bus, isTotals, type Unsubscribe } from './bus/bus.ts';

export type BattleListener = (update: BattleUpdateEvent) => void;

/** How long an instance keeps hearing a battle nobody on it watches any more (a reload comes back). */
export const BUS_LINGER_MS = 30_000;

interface Watch {
  listeners: Set<BattleListener>;
  /** The bus subscription of this battle's snapshots (null key: every battle's). */
  unsubscribe: Promise<Unsubscribe | null> | null;
  linger: ReturnType<typeof setTimeout> | null;
}

export interface BattleHubOptions {
  onError?: (err: unknown) => void;
}

/**
 * One instance's fan-out of live battle updates to its open streams. The rare events (status,
 * participants, voided votes) reach every instance; a battle's vote snapshots reach it only while
 * one of its streams watches that battle (the bus subscribes per battle, the arena's stream to all).
 * A snapshot older than the last one delivered for its battle, or equal to it, is not delivered
 * again: the publisher repeats snapshots to repair lost messages, and an instance watching a battle
 * and the arena hears each twice.
 */
export class BattleHub {
  private readonly watches = new Map<string | null, Watch>();
  private readonly eventListeners = new Set<BattleListener>();
  private readonly lastSnapshot = new Map<string, { seq: number; body: string; update: BattleUpdateEvent }>();
  private bus: Bus | null = null;
  private stopEvents: Unsubscribe | null = null;
  private readonly onError: (err: unknown) => void;

  constructor(options: BattleHubOptions = {}) {
    this.onError = options.onError ?? (() => undefined);
  }

  async start(bus: Bus): Promise<void> {
    if (this.bus) return;
    this.bus = bus;
    this.stopEvents = await bus.subscribeEvents((update) => this.dispatch(update));
    // Streams opened before the bus was there (none in practice: routes answer after onReady).
    for (const battleId of this.watches.keys()) this.listenTo(battleId);
  }

  async stop(): Promise<void> {
    const stops: Promise<unknown>[] = [];
    for (const watch of this.watches.values()) {
      if (watch.linger) clearTimeout(watch.linger);
      if (watch.unsubscribe) stops.push(watch.unsubscribe.then((u) => u?.()));
    }
    this.watches.clear();
    this.eventListeners.clear();
    this.lastSnapshot.clear();
    if (this.stopEvents) stops.push(this.stopEvents());
    this.stopEvents = null;
    this.bus = null;
    await Promise.allSettled(stops);
  }

  /** Rare events only, of every battle (what drops an instance's cached copies of a battle). */
  subscribeEvents(listener: BattleListener): () => void {
    this.eventListeners.add(listener);
    return () => {
      this.eventListeners.delete(listener);
    };
  }

  /** Every update of one battle (null: of every battle), snapshots included. */
  subscribe(battleId: string | null, listener: BattleListener): () => void {
    let watch = this.watches.get(battleId);
    if (!watch) {
      watch = { listeners: new Set(), unsubscribe: null, linger: null };
      this.watches.set(battleId, watch);
    }
    if (watch.linger) {
      clearTimeout(watch.linger);
      watch.linger = null;
    }
    watch.listeners.add(listener);
    this.listenTo(battleId);
    return () => this.leave(battleId, listener);
  }

  /**
   * The last snapshot of a battle this instance delivered, while it watches the battle: exact as of
   * its tick, and every vote after it has come or will come as a newer one.
   */
  latest(battleId: string): BattleUpdateEvent | undefined {
    return this.watches.has(battleId) ? this.lastSnapshot.get(battleId)?.update : undefined;
  }

  /** Streams open on this instance. */
  get size(): number {
    let n = 0;
    for (const watch of this.watches.values()) n += watch.listeners.size;
    return n;
  }

  /** One update from the bus (or a test) to this instance's listeners. */
  dispatch(update: BattleUpdateEvent): void {
    if (isTotals(update)) {
      const body = JSON.stringify(update.totals);
      const last = this.lastSnapshot.get(update.battleId);
      if (last && (update.seq <= last.seq || body === last.body)) {
        if (update.seq > last.seq) last.seq = update.seq;
        return;
      }
      this.lastSnapshot.set(update.battleId, { seq: update.seq, body, update });
    } else {
      for (const listener of this.eventListeners) this.call(listener, update);
    }
    for (const key of [update.battleId, null]) {
      const watch = this.watches.get(key);
      if (watch) for (const listener of watch.listeners) this.call(listener, update);
    }
  }

  private call(listener: BattleListener, update: BattleUpdateEvent): void {
    try {
      listener(update);
    } catch (err) {
      this.onError(err);
    }
  }

  private listenTo(battleId: string | null): void {
    const watch = this.watches.get(battleId);
    if (!watch || watch.unsubscribe || !this.bus) return;
    watch.unsubscribe = this.bus
      .subscribeTotals(battleId, (update) => this.dispatch(update))
      .catch((err: unknown) => {
        this.onError(err);
        watch.unsubscribe = null;
        return null;
      });
  }

  private leave(battleId: string | null, listener: BattleListener): void {
    const watch = this.watches.get(battleId);
    if (!watch) return;
    watch.listeners.delete(listener);
    if (watch.listeners.size > 0 || watch.linger) return;
    watch.linger = setTimeout(() => {
      if (watch.listeners.size > 0) return;
      this.watches.delete(battleId);
      if (battleId !== null) this.lastSnapshot.delete(battleId);
      void watch.unsubscribe?.then((u) => u?.()).catch(this.onError);
    }, BUS_LINGER_MS);
    watch.linger.unref();
  }
}
