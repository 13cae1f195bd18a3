import { type BattleUpdateEvent, battleUpdateSchema } from '../../domain/schemas/battles.ts';
import type { Database, Unlisten } from '../db/client.ts';
import { BATTLE_CHANNEL } from './publish.ts';

export type BattleListener = (update: BattleUpdateEvent) => void;

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

  constructor(private readonly onError: (err: unknown) => void = () => undefined) {}

  async start(database: Database): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await database.listen(BATTLE_CHANNEL, (payload) => this.dispatch(payload));
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = null;
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
