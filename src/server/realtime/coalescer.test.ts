import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BattleUpdateEvent } from '#domain/schemas/battles.ts';
import { addParticipant, castGuestVote, castVote, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { publishBattleUpdate } from '#server/realtime/publish.ts';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { memoryBus } from './bus/memory-bus.ts';
import { FULL_SNAPSHOT_MAX_FIGHTERS, LivePublisher, REPEAT_MS } from './coalescer.ts';
import type { Leadership } from './leadership.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

/** A publisher of the test database on a bus of its own, driven tick by tick with a clock of its own. */
async function publisher(options: { leading?: () => boolean; now?: () => number } = {}) {
  const bus = memoryBus();
  const heard: BattleUpdateEvent[] = [];
  await bus.subscribeTotals(null, (u) => heard.push(u));
  await bus.subscribeEvents((u) => heard.push(u));
  const rare = new Map<string, (payload: string) => void>();
  const leadership: Leadership = {
    hold: async () => options.leading?.() ?? true,
    listen: async (channel, onPayload) => {
      rare.set(channel, onPayload);
      return async () => undefined;
    },
    onAcquired: () => undefined,
    close: async () => undefined,
  };
  const errors: unknown[] = [];
  const live = new LivePublisher({
    db: t.db,
    bus,
    leadership,
    tickMs: 1_000_000,
    clock: () => new Date(options.now?.() ?? Date.now()),
    onError: (err) => errors.push(err),
  });
  return { live, heard, rare, errors };
}

async function battleWithFighters(n: number) {
  const battle = await createBattle(t.db, { maxParticipants: Math.max(n, 2) });
  const fighters = [];
  for (let i = 0; i < n; i++) {
    const fighter = await createUser(t.db);
    await addParticipant(t.db, battle.id, fighter);
    fighters.push(fighter);
  }
  return { battle, fighters };
}

const snapshotsOf = (heard: BattleUpdateEvent[], battleId: string) =>
  heard.filter(
    (u): u is Extract<BattleUpdateEvent, { type: 'totals' }> =>
      u.type === 'totals' && u.battleId === battleId,
  );

describe('the live publisher', () => {
  it('publishes the exact totals of a battle with new votes (fans and guests), with a growing seq', async () => {
    const { battle, fighters } = await battleWithFighters(2);
    const [a, b] = fighters as unknown as [{ id: string }, { id: string }];
    const p = await publisher();
    await p.live.tick();
    expect(snapshotsOf(p.heard, battle.id)).toEqual([]);

    for (let i = 0; i < 3; i++) {
      const voter = await createUser(t.db, { balance: 1 });
      await castVote(t.db, { battleId: battle.id, participantUserId: a.id, voterUserId: voter.id });
    }
    await castGuestVote(t.db, { battleId: battle.id, participantUserId: b.id, ipHash: 'guest-net' });
    await p.live.tick();
    const [first] = snapshotsOf(p.heard, battle.id);
    expect(first?.totals).toEqual(
      expect.arrayContaining([
        { participantUserId: a.id, votesCount: 3 },
        { participantUserId: b.id, votesCount: 1 },
      ]),
    );
    expect(first?.totals).toHaveLength(2);

    const voter = await createUser(t.db, { balance: 1 });
    await castVote(t.db, { battleId: battle.id, participantUserId: b.id, voterUserId: voter.id });
    await p.live.tick();
    const [, second] = snapshotsOf(p.heard, battle.id);
    expect(second?.totals).toEqual(expect.arrayContaining([{ participantUserId: b.id, votesCount: 2 }]));
    expect(second!.seq).toBeGreaterThan(first!.seq);
    expect(p.errors).toEqual([]);
  });

  it('says an unchanged battle again only after REPEAT_MS, and forgets battles without recent votes', async () => {
    const { battle, fighters } = await battleWithFighters(1);
    let now = Date.now();
    const p = await publisher({ now: () => now });
    const voter = await createUser(t.db, { balance: 1 });
    await castVote(t.db, {
      battleId: battle.id,
      participantUserId: fighters[0]!.id,
      voterUserId: voter.id,
      createdAt: new Date(now),
    });
    await p.live.tick();
    await p.live.tick();
    expect(snapshotsOf(p.heard, battle.id)).toHaveLength(1);
    now += REPEAT_MS;
    await p.live.tick();
    // A lost message is repaired by this repeat.
    expect(snapshotsOf(p.heard, battle.id)).toHaveLength(2);
    now += 60_000;
    await p.live.tick();
    expect(snapshotsOf(p.heard, battle.id)).toHaveLength(2);
  });

  it('does nothing while another instance leads', async () => {
    const { battle, fighters } = await battleWithFighters(1);
    const p = await publisher({ leading: () => false });
    const voter = await createUser(t.db, { balance: 1 });
    await castVote(t.db, { battleId: battle.id, participantUserId: fighters[0]!.id, voterUserId: voter.id });
    await p.live.tick();
    expect(p.heard).toEqual([]);
  });

  it('passes a rare event on to the bus and sends a snapshot of its battle at the next tick', async () => {
    const { battle, fighters } = await battleWithFighters(1);
    const p = await publisher();
    await p.live.start();
    const rare = p.rare.get('battle_updates');
    expect(rare).toBeDefined();
    const voided = {
      type: 'votes_voided',
      battleId: battle.id,
      participantUserId: fighters[0]!.id,
      votesCount: 0,
    };
    rare!(JSON.stringify(voided));
    await p.live.tick();
    expect(p.heard[0]).toEqual(voided);
    expect(snapshotsOf(p.heard, battle.id)).toHaveLength(1);
    await p.live.stop();
  });

  it('hands this instance the rare events its own transactions notify, at commit', async () => {
    const { battle } = await battleWithFighters(1);
    const heard = new Promise((resolve) => {
      const stop = t.app.deps.live.hub.subscribe(battle.id, (u) => {
        stop();
        resolve(u);
      });
    });
    await t.db.transaction(async (tx) => {
      await publishBattleUpdate(tx, { type: 'status', battleId: battle.id, status: 'active' });
    });
    expect(await heard).toEqual({ type: 'status', battleId: battle.id, status: 'active' });
  });

  it('never publishes the counts of a battle awaiting approval, even when an event touched it', async () => {
    const { battle } = await battleWithFighters(1);
    await t.db.execute(sql`UPDATE battle_events SET status = 'pending' WHERE id = ${battle.id}`);
    const p = await publisher();
    await p.live.start();
    p.rare.get('battle_updates')!(
      JSON.stringify({ type: 'participants', battleId: battle.id, participantsCount: 1, status: 'pending' }),
    );
    await p.live.tick();
    expect(snapshotsOf(p.heard, battle.id)).toEqual([]);
    await p.live.stop();
  });

  it('sends only the changed fighters of a very large battle between its full snapshots', async () => {
    const { battle, fighters } = await battleWithFighters(FULL_SNAPSHOT_MAX_FIGHTERS + 1);
    let now = Date.now();
    const p = await publisher({ now: () => now });
    const vote = async (i: number) => {
      const voter = await createUser(t.db, { balance: 1 });
      await castVote(t.db, {
        battleId: battle.id,
        participantUserId: fighters[i]!.id,
        voterUserId: voter.id,
        createdAt: new Date(now),
      });
    };
    await vote(0);
    await p.live.tick();
    await vote(1);
    now += 100;
    await p.live.tick();
    const [full, partial] = snapshotsOf(p.heard, battle.id);
    expect(full?.totals).toHaveLength(FULL_SNAPSHOT_MAX_FIGHTERS + 1);
    expect(partial?.totals).toEqual([{ participantUserId: fighters[1]!.id, votesCount: 1 }]);
  });
});
