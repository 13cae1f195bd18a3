import { type BattleUpdateEvent, battleUpdateSchema } from '#domain/schemas/battles.ts';
import type { Database, Unlisten } from '#server/db/client.ts';
import { type VoteTotalKey, voteTotalKey } from '#server/db/vote-totals.ts';
import { BATTLE_CHANNEL } from './publish.ts';

export type BattleListener = (update: BattleUpdateEvent) => void;
type VotesUpdate = Extract<BattleUpdateEvent, { type: 'votes' }>;

/** How long vote updates gather before one recount of their totals (a live count lags this much). */
export const RECOUNT_MS = 20;

export interface BattleHubOptions {
  onError?: (err: unknown) => void;
  /**
   * Current totals of participants (db/vote-totals.ts readVoteTotals). A vote's NOTIFY carries the
   * total its own transaction saw, which misses concurrent votes counted in other shards; read
   * after the commits, the totals are exact. Without it, updates pass on as they arrive.
   */
  recount?: (keys: VoteTotalKey[]) => Promise<Map<string, number>>;
}

interface Subscription {
  /** Null hears every battle (the arena). */
  battleId: string | null;
  listener: BattleListener;
}

/**
 * One LISTEN per API instance, fanned out to its SSE clients. NOTIFY reaches every instance on the
 * same database, so a vote taken anywhere moves every open page.
 */
export class BattleHub {
  private readonly subscriptions = new Set<Subscription>();
  private unlisten: Unlisten | null = null;
  private readonly onError: (err: unknown) => void;
  private readonly recount: BattleHubOptions['recount'];
  /** Vote updates waiting for their recount, one per participant (the latest). */
  private readonly toRecount = new Map<string, VotesUpdate>();
  private recountTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(options: BattleHubOptions = {}) {
    this.onError = options.onError ?? (() => undefined);
    this.recount = options.recount;
  }

  async start(database: Database): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await database.listen(BATTLE_CHANNEL, (payload) => this.dispatch(payload));
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = null;
    if (this.recountTimer) clearTimeout(this.recountTimer);
    this.recountTimer = null;
    this.toRecount.clear();
    this.subscriptions.clear();
    if (unlisten) await unlisten();
  }

  subscribe(battleId: string | null, listener: BattleListener): () => void {
    const sub: Subscription = { battleId, listener };
    this.subscriptions.add(sub);
    return () => {
      this.subscriptions.delete(sub);
    };
  }

  get size(): number {
    return this.subscriptions.size;
  }

  dispatch(payload: string): void {
    let update: BattleUpdateEvent;
    try {
      const parsed = battleUpdateSchema.safeParse(JSON.parse(payload));
      if (!parsed.success) return;
      update = parsed.data;
    } catch {
      return;
    }
    if (update.type === 'votes' && this.recount) {
      this.toRecount.set(voteTotalKey(update), update);
      this.recountTimer ??= setTimeout(() => void this.flushRecount(), RECOUNT_MS);
      return;
    }
    this.deliver(update);
  }

  private async flushRecount(): Promise<void> {
    this.recountTimer = null;
    const updates = [...this.toRecount.values()];
    this.toRecount.clear();
    let totals: Map<string, number> | null = null;
    try {
      totals = (await this.recount?.(updates)) ?? null;
    } catch (err) {
      // The totals the votes themselves saw are still a fair live figure.
      this.onError(err);
    }
    for (const update of updates) {
      const total = totals?.get(voteTotalKey(update));
      this.deliver(total === undefined ? update : { ...update, votesCount: total });
    }
  }

  private deliver(update: BattleUpdateEvent): void {
    for (const sub of this.subscriptions) {
      if (sub.battleId !== null && sub.battleId !== update.battleId) continue;
      try {
        sub.listener(update);
      } catch (err) {
        this.onError(err);
      }
    }
  }
}
