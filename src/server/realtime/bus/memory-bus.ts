import type { BattleUpdateEvent } from '#domain/schemas/battles.ts';
import { type Bus, type BusHandler, isTotals, type Unsubscribe } from './bus.ts';

/**
 * The bus of one process (the embedded database): handlers are called in the publisher's turn of
 * the event loop, with the same objects.
 */
export function memoryBus(): Bus {
  const events = new Set<BusHandler>();
  const totals = new Map<string | null, Set<BusHandler>>();
  const add = (set: Set<BusHandler>, handler: BusHandler): Unsubscribe => {
    set.add(handler);
    return async () => {
      set.delete(handler);
    };
  };
  return {
    kind: 'memory',
    async publish(updates: readonly BattleUpdateEvent[]) {
      for (const update of updates) {
        if (!isTotals(update)) {
          for (const handler of [...events]) handler(update);
          continue;
        }
        for (const key of [update.battleId, null]) {
          for (const handler of [...(totals.get(key) ?? [])]) handler(update);
        }
      }
    },
    async subscribeEvents(handler) {
      return add(events, handler);
    },
    async subscribeTotals(battleId, handler) {
      let set = totals.get(battleId);
      if (!set) {
        set = new Set();
        totals.set(battleId, set);
      }
      return add(set, handler);
    },
    async close() {
      events.clear();
      totals.clear();
    },
  };
}
