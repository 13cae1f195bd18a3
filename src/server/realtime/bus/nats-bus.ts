import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import type { BattleUpdateEvent } from '#domain/schemas/battles.ts';
import { type Bus, type BusHandler, type BusOptions, decodeUpdates, isTotals, subjects } from './bus.ts';

const subject = (parts: readonly string[]) => parts.join('.');

/**
 * NATS core pub/sub: a subject per battle for the snapshots, so an instance receives only the
 * battles its open pages watch (the arena's stream takes `yod.totals.*`), and one subject for the
 * rare events. At-most-once, which the snapshots allow: each is whole, so the next one repairs a
 * lost one. The client reconnects forever (a restarted server is picked up again), and its
 * subscriptions come back with it.
 */
export async function natsBus(url: string, options: BusOptions): Promise<Bus> {
  const nc: NatsConnection = await connect({
    servers: url,
    name: `yod-arena:${process.pid}`,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
  });
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'error') options.onError(status.error);
    }
  })().catch(options.onError);

  const listen = (name: string, handler: BusHandler) => {
    const sub: Subscription = nc.subscribe(name, {
      callback: (err, msg) => {
        if (err) {
          options.onError(err);
          return;
        }
        for (const update of decodeUpdates(msg.string(), options.onError)) handler(update);
      },
    });
    return async () => sub.unsubscribe();
  };

  return {
    kind: 'nats',
    async publish(updates: readonly BattleUpdateEvent[]) {
      try {
        for (const update of updates) {
          const name = isTotals(update)
            ? subject(subjects.totals(update.battleId))
            : subject(subjects.events);
          nc.publish(name, JSON.stringify(update));
        }
      } catch (err) {
        // Closed or draining connection: the next tick's snapshots say it again.
        options.onError(err);
      }
    },
    subscribeEvents: async (handler) => listen(subject(subjects.events), handler),
    subscribeTotals: async (battleId, handler) =>
      listen(
        battleId === null ? `${subject(subjects.allTotals)}.*` : subject(subjects.totals(battleId)),
        handler,
      ),
    async close() {
      await nc.drain().catch(() => nc.close());
    },
  };
}
