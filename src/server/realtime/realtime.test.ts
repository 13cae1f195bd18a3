import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import { buildApp } from '#server/app.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { memoryMailer } from '#server/mail/mailer.ts';
import { opened, openSse } from '#server/test-support/sse-client.ts';
import { signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let base: string;
withTestApp({ voteGapMs: 0 }, async (app) => {
  t = app;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

/** A stream of the listening test app, which must open. */
const openStream = async (path: string) => opened(await openSse(base, path));

describe('live updates', () => {
  it("opens a battle stream with the battle's totals, so a page rendered from a kept copy hears the last votes", async () => {
    const battle = await createBattle(t.db);
    const fighter = await createUser(t.db);
    await addParticipant(t.db, battle.id, fighter);
    const fan = await signedInUser(t, { balance: 3, dailyClaimedDay: saoPauloDayKey(new Date()) });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/battles/${battle.id}/votes`,
      headers: { cookie: fan.cookie },
      payload: { participantUserId: fighter.id },
    });
    expect(res.statusCode).toBe(200);
    const votes = (e: Record<string, unknown>) =>
      (e.totals as { votesCount: number }[] | undefined)?.[0]?.votesCount;
    // No stream watched it here: the totals are read when the stream opens. Then they come from
    // what this instance heard last, with the publisher's own seq.
    const first = await openStream(`/api/battles/${battle.id}/live`);
    const second = await openStream(`/api/battles/${battle.id}/live`);
    try {
      const opening = await first.next((e) => e.type === 'totals');
      expect(opening).toMatchObject({
        battleId: battle.id,
        totals: [{ participantUserId: fighter.id, votesCount: 1 }],
      });
      expect(votes(await second.next((e) => e.type === 'totals'))).toBe(1);
      await t.app.deps.live.tick();
      const third = await openStream(`/api/battles/${battle.id}/live`);
      try {
        expect(votes(await third.next((e) => e.type === 'totals'))).toBe(1);
      } finally {
        third.close();
      }
    } finally {
      first.close();
      second.close();
    }
  });

  it('sends retry and a comment first, then a vote on the battle stream and the arena stream', async () => {
    const battle = await createBattle(t.db);
    const other = await createBattle(t.db);
    const fighter = await createUser(t.db);
    await addParticipant(t.db, battle.id, fighter);
    const fan = await signedInUser(t, { balance: 3, dailyClaimedDay: saoPauloDayKey(new Date()) });

    const one = await openStream(`/api/battles/${battle.id}/live`);
    const otherStream = await openStream(`/api/battles/${other.id}/live`);
    const arena = await openStream('/api/battles/live');
    expect(one.raw()).toContain('retry: 2000');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/battles/${battle.id}/votes`,
        headers: { cookie: fan.cookie },
        payload: { participantUserId: fighter.id },
      });
      expect(res.statusCode).toBe(200);
      // The count comes with the live publisher's next snapshot of the battle, on both streams.
      const expected = {
        type: 'totals',
        battleId: battle.id,
        seq: expect.any(Number),
        totals: [{ participantUserId: fighter.id, votesCount: 1 }],
      };
      // The battle stream opened with the totals as they were (no vote yet), then the vote's.
      const withVotes = (n: number) => (e: Record<string, unknown>) =>
        e.type === 'totals' && (e.totals as { votesCount: number }[])[0]?.votesCount === n;
      expect(await one.next(withVotes(0))).toEqual({
        ...expected,
        totals: [{ participantUserId: fighter.id, votesCount: 0 }],
      });
      expect(await one.next(withVotes(1))).toEqual(expected);
      expect(await arena.next((e) => e.type === 'totals' && e.battleId === battle.id)).toEqual(expected);

      const joiner = await signedInUser(t, { dailyClaimedDay: saoPauloDayKey(new Date()) });
      await t.app.inject({
        method: 'POST',
        url: `/api/battles/${other.id}/join`,
        headers: { cookie: joiner.cookie },
      });
      const joined = await otherStream.next((e) => e.type === 'participants');
      expect(joined).toMatchObject({ battleId: other.id, participantsCount: 1, status: 'waiting' });
    } finally {
      one.close();
      otherStream.close();
      arena.close();
    }
  });

  it('hears a vote another instance took, from the live publisher, never from the vote', async () => {
    // Another app on the same database, as a second server process would be.
    const second = await buildApp({
      config: t.config,
      database: t.database,
      mailer: memoryMailer(),
      logger: false,
      web: null,
    });
    await second.ready();
    try {
      const battle = await createBattle(t.db);
      const fighter = await createUser(t.db);
      await addParticipant(t.db, battle.id, fighter);
      const fan = await signedInUser(t, { balance: 3, dailyClaimedDay: saoPauloDayKey(new Date()) });
      const heard: unknown[] = [];
      const snapshot = new Promise((resolve) =>
        t.app.deps.live.hub.subscribe(battle.id, (update) => {
          heard.push(update);
          if (update.type === 'totals') resolve(update);
        }),
      );
      const res = await second.inject({
        method: 'POST',
        url: `/api/battles/${battle.id}/votes`,
        headers: { cookie: fan.cookie },
        payload: { participantUserId: fighter.id },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await snapshot).toMatchObject({
        type: 'totals',
        battleId: battle.id,
        totals: [{ participantUserId: fighter.id, votesCount: 1 }],
      });
      // The vote's commit sent nothing itself: a per-vote 'votes' event would queue every commit.
      expect(heard.filter((u) => (u as { type: string }).type === 'votes')).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
