import { createClient } from 'redis';
import type { BattleUpdateEvent } from '#domain/schemas/battles.ts';
import { type Bus, type BusHandler, type BusOptions, decodeUpdates, isTotals, subjects } from './bus.ts';

const channel = (parts: readonly string[]) => parts.join(':');

/**
 * Redis pub/sub: like the NATS driver, a channel per battle for the snapshots (the arena takes the
 * pattern `yod:totals:*`) and one for the rare events. A subscriber needs a connection of its own,
 * so there are two; both reconnect by themselves and the client re-subscribes.
 */
export async function redisBus(url: string, options: BusOptions): Promise<Bus> {
  const publisher = createClient({
    url,
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
  publisher.on('error', options.onError);
  const subscriber = publisher.duplicate();
  subscriber.on('error', options.onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);

  const wrap = (handler: BusHandler) => (message: string) => {
    for (const update of decodeUpdates(message, options.onError)) handler(update);
  };

  return {
    kind: 'redis',
    async publish(updates: readonly BattleUpdateEvent[]) {
      try {
        await Promise.all(
          updates.map((update) =>
            publisher.publish(
              isTotals(update) ? channel(subjects.totals(update.battleId)) : channel(subjects.events),
              JSON.stringify(update),
            ),
          ),
        );
      } catch (err) {
        options.onError(err);
      }
    },
    async subscribeEvents(handler) {
      const listener = wrap(handler);
      const name = channel(subjects.events);
      await subscriber.subscribe(name, listener);
      return () => subscriber.unsubscribe(name, listener);
    },
    async subscribeTotals(battleId, handler) {
      const listener = wrap(handler);
      if (battleId === null) {
        const pattern = `${channel(subjects.allTotals)}:*`;
        await subscriber.pSubscribe(pattern, listener);
        return () => subscriber.pUnsubscribe(pattern, listener);
      }
      const name = channel(subjects.totals(battleId));
      await subscriber.subscribe(name, listener);
      return () => subscriber.unsubscribe(name, listener);
    },
    async close() {
      await Promise.allSettled([subscriber.close(), publisher.close()]);
    },
  };
}
