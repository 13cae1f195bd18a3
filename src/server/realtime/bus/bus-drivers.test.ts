import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { BattleUpdateEvent } from '#domain/schemas/battles.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import type { Bus } from './bus.ts';
import { memoryBus } from './memory-bus.ts';
import { natsBus } from './nats-bus.ts';
import { packPayloads, postgresBus } from './postgres-bus.ts';
import { redisBus } from './redis-bus.ts';

/** Whether a server answers on this local port (the machine's NATS and Redis; CI starts them). */
async function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const natsUp = await reachable(4222);
const redisUp = await reachable(6379);
const pgUrl = process.env.TEST_DATABASE_URL;
if (!natsUp) console.warn('bus-drivers: no NATS on 127.0.0.1:4222, its driver is not tested here');
if (!redisUp) console.warn('bus-drivers: no Redis on 127.0.0.1:6379, its driver is not tested here');

const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const o of opened.reverse()) await o.close();
});

let database: Database | undefined;
async function pgDatabase(): Promise<Database> {
  database ??= await openDatabase({ databaseUrl: pgUrl, poolSize: 2 });
  opened.push(database);
  return database;
}

const unique = () => `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const totals = (battleId: string, seq: number): BattleUpdateEvent => ({
  type: 'totals',
  battleId,
  seq,
  totals: [{ participantUserId: 'p1', votesCount: seq }],
});

async function until(check: () => boolean, what: string, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const drivers: [string, boolean, () => Promise<Bus[]>][] = [
  ['memory', true, async () => [memoryBus()].flatMap((b) => [b, b])],
  [
    'postgres',
    Boolean(pgUrl),
    async () => {
      const db = await pgDatabase();
      return Promise.all([
        postgresBus(db, { onError: () => undefined }),
        postgresBus(db, { onError: () => undefined }),
      ]);
    },
  ],
  [
    'nats',
    natsUp,
    () =>
      Promise.all([
        natsBus('nats://127.0.0.1:4222', { onError: () => undefined }),
        natsBus('nats://127.0.0.1:4222', { onError: () => undefined }),
      ]),
  ],
  [
    'redis',
    redisUp,
    () =>
      Promise.all([
        redisBus('redis://127.0.0.1:6379', { onError: () => undefined }),
        redisBus('redis://127.0.0.1:6379', { onError: () => undefined }),
      ]),
  ],
];

describe.each(drivers)('the %s bus', (_name, available, open) => {
  it.skipIf(!available)(
    'carries a battle’s snapshots to its subscribers, every battle’s to the arena’s, and rare events to all',
    async () => {
      const [publisher, subscriber] = (await open()) as [Bus, Bus];
      opened.push(publisher);
      if (subscriber !== publisher) opened.push(subscriber);
      const watched = unique();
      const other = unique();
      const battle: BattleUpdateEvent[] = [];
      const arena: BattleUpdateEvent[] = [];
      const events: BattleUpdateEvent[] = [];
      const stopBattle = await subscriber.subscribeTotals(watched, (u) => battle.push(u));
      await subscriber.subscribeTotals(null, (u) => {
        if (u.battleId === watched || u.battleId === other) arena.push(u);
      });
      await subscriber.subscribeEvents((u) => {
        if (u.battleId === watched) events.push(u);
      });
      // Subscriptions reach a broker asynchronously; a first message proves they are in place.
      await until(() => {
        void publisher.publish([totals(watched, 1)]);
        return battle.length > 0;
      }, 'the first snapshot');
      const status: BattleUpdateEvent = { type: 'status', battleId: watched, status: 'finished' };
      await publisher.publish([totals(other, 2), totals(watched, 3), status]);
      await until(() => battle.some((u) => u.type === 'totals' && u.seq === 3), 'the watched snapshot');
      await until(() => events.length === 1, 'the rare event');
      await until(() => arena.some((u) => u.battleId === other), 'the arena snapshot');
      expect(battle.every((u) => u.battleId === watched)).toBe(true);
      expect(events).toEqual([status]);

      await stopBattle();
      const before = battle.length;
      await publisher.publish([totals(watched, 4)]);
      await until(
        () => arena.some((u) => u.type === 'totals' && u.seq === 4),
        'the arena after unsubscribing',
      );
      expect(battle.length).toBe(before);
    },
  );
});

describe('the PostgreSQL bus', () => {
  it('packs a tick’s updates into NOTIFY payloads under the server’s limit', () => {
    const items = Array.from({ length: 300 }, (_, i) => JSON.stringify(totals(`battle-${i}`, i)));
    const payloads = packPayloads(items);
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8_000);
    expect(payloads.flatMap((p) => JSON.parse(p) as unknown[])).toHaveLength(300);
  });
});
