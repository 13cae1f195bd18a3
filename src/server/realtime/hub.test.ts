import { describe, expect, it } from 'vitest';
import type { BattleUpdateEvent } from '#domain/schemas/battles.ts';
import type { Bus } from './bus/bus.ts';
import { memoryBus } from './bus/memory-bus.ts';
import { BattleHub } from './hub.ts';

const totals = (battleId: string, seq: number, votesCount: number): BattleUpdateEvent => ({
  type: 'totals',
  battleId,
  seq,
  totals: [{ participantUserId: 'p1', votesCount }],
});

/** A memory bus that counts its snapshot subscriptions per battle. */
function countingBus() {
  const bus = memoryBus();
  const subscribed: (string | null)[] = [];
  const unsubscribed: (string | null)[] = [];
  const counting: Bus = {
    ...bus,
    subscribeTotals: async (battleId, handler) => {
      subscribed.push(battleId);
      const stop = await bus.subscribeTotals(battleId, handler);
      return async () => {
        unsubscribed.push(battleId);
        await stop();
      };
    },
  };
  return { bus: counting, subscribed, unsubscribed };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('BattleHub', () => {
  it('delivers a snapshot once: an older, equal or repeated one is not delivered again', async () => {
    const { bus } = countingBus();
    const hub = new BattleHub();
    await hub.start(bus);
    const got: BattleUpdateEvent[] = [];
    hub.subscribe('b1', (u) => got.push(u));
    // Watching the battle and the arena: the NATS driver hands the instance each snapshot twice.
    hub.subscribe(null, () => undefined);
    await settle();
    await bus.publish([totals('b1', 10, 3)]);
    await bus.publish([totals('b1', 9, 2)]);
    await bus.publish([totals('b1', 11, 3)]);
    await bus.publish([totals('b1', 12, 4)]);
    expect(got.map((u) => (u.type === 'totals' ? u.seq : 0))).toEqual([10, 12]);
    await hub.stop();
  });

  it('hears a battle on the bus only while a stream on this instance watches it', async () => {
    const { bus, subscribed } = countingBus();
    const hub = new BattleHub();
    await hub.start(bus);
    const got: BattleUpdateEvent[] = [];
    const leave = hub.subscribe('b1', (u) => got.push(u));
    hub.subscribe('b1', () => undefined);
    await settle();
    await bus.publish([totals('b2', 1, 1), totals('b1', 1, 1)]);
    expect(got).toEqual([totals('b1', 1, 1)]);
    expect(subscribed).toEqual(['b1']);
    leave();
    expect(hub.size).toBe(1);
    await hub.stop();
  });

  it('hands rare events to every battle listener and to the event listeners, snapshots only to the battle', async () => {
    const { bus } = countingBus();
    const hub = new BattleHub();
    await hub.start(bus);
    const events: BattleUpdateEvent[] = [];
    const battle: BattleUpdateEvent[] = [];
    const arena: BattleUpdateEvent[] = [];
    hub.subscribeEvents((u) => events.push(u));
    hub.subscribe('b1', (u) => battle.push(u));
    hub.subscribe(null, (u) => arena.push(u));
    await settle();
    const status: BattleUpdateEvent = { type: 'status', battleId: 'b1', status: 'finished' };
    await bus.publish([status, totals('b1', 1, 5)]);
    expect(events).toEqual([status]);
    expect(battle).toEqual([status, totals('b1', 1, 5)]);
    expect(arena).toEqual([status, totals('b1', 1, 5)]);
    await hub.stop();
  });

  it('keeps delivering to the others when one listener throws', async () => {
    const { bus } = countingBus();
    const errors: unknown[] = [];
    const hub = new BattleHub({ onError: (err) => errors.push(err) });
    await hub.start(bus);
    const got: BattleUpdateEvent[] = [];
    hub.subscribe('b1', () => {
      throw new Error('closed socket');
    });
    hub.subscribe('b1', (u) => got.push(u));
    await settle();
    await bus.publish([totals('b1', 1, 1)]);
    expect(got).toHaveLength(1);
    expect(errors).toHaveLength(1);
    await hub.stop();
  });
});
