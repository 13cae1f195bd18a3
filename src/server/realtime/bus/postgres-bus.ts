import { sql } from 'drizzle-orm';
import type { BattleUpdateEvent } from '#domain/schemas/battles.ts';
import type { Database, Unlisten } from '#server/db/client.ts';
import { type Bus, type BusOptions, decodeUpdates } from './bus.ts';
import { memoryBus } from './memory-bus.ts';

export const LIVE_CHANNEL = 'yod_live';
/** NOTIFY refuses payloads of 8,000 bytes or more; a tick's updates are packed below that. */
const MAX_PAYLOAD_BYTES = 7_500;

/** Packs JSON items into arrays of at most `max` bytes each (an item larger than that goes alone). */
export function packPayloads(items: readonly string[], max = MAX_PAYLOAD_BYTES): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let size = 2;
  for (const item of items) {
    const bytes = Buffer.byteLength(item) + 1;
    if (batch.length > 0 && size + bytes > max) {
      payloads.push(`[${batch.join(',')}]`);
      batch = [];
      size = 2;
    }
    batch.push(item);
    size += bytes;
  }
  if (batch.length > 0) payloads.push(`[${batch.join(',')}]`);
  return payloads;
}

/**
 * PostgreSQL as the bus, for a few instances without a broker: each instance LISTENs once, and the
 * live publisher sends one NOTIFY per tick (its updates packed together), never one per vote, so
 * the commit lock a NOTIFY takes is held a few times a second, by one session. Every instance hears
 * every battle; a broker (NATS, Redis) is the choice past a handful of instances.
 */
export async function postgresBus(database: Database, options: BusOptions): Promise<Bus> {
  const local = memoryBus();
  let unlisten: Unlisten | null = await database.listen(LIVE_CHANNEL, (payload) => {
    void local.publish(decodeUpdates(payload, options.onError));
  });
  return {
    kind: 'postgres',
    async publish(updates: readonly BattleUpdateEvent[]) {
      if (updates.length === 0) return;
      try {
        for (const payload of packPayloads(updates.map((u) => JSON.stringify(u)))) {
          await database.db.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${payload})`);
        }
      } catch (err) {
        options.onError(err);
      }
    },
    subscribeEvents: (handler) => local.subscribeEvents(handler),
    subscribeTotals: (battleId, handler) => local.subscribeTotals(battleId, handler),
    async close() {
      const stop = unlisten;
      unlisten = null;
      await local.close();
      if (stop) await stop();
    },
  };
}
