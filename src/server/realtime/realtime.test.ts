import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saoPauloDayKey } from '#domain/sao-paulo-time.ts';
import { buildApp } from '#server/app.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { memoryMailer } from '#server/mail/mailer.ts';
import { opened, openSse } from '#server/test-support/sse-client.ts';
import { createTestApp, signedInUser, type TestApp } from '#server/test-support/test-app.ts';
import { BattleHub } from './hub.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ voteGapMs: 0 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

/** A stream of the listening test app, which must open. */
const openStream = async (path: string) => opened(await openSse(base, path));

describe('live updates', () => {
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
      const expected = { type: 'votes', battleId: battle.id, participantUserId: fighter.id, votesCount: 1 };
      expect(await one.next((e) => e.type === 'votes')).toEqual(expected);
      expect(await arena.next((e) => e.battleId === battle.id)).toEqual(expected);

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

  it('reaches a second API instance through LISTEN/NOTIFY', async () => {
    // Another app on the same database: its own LISTEN, as a second server process would have.
    const second = await buildApp({
      config: t.config,
      database: t.database,
      mailer: memoryMailer(),
      logger: false,
      web: null,
    });
    await second.ready();
    const hub = new BattleHub();
    await hub.start(t.database);
    try {
      const battle = await createBattle(t.db);
      const fighter = await createUser(t.db);
      await addParticipant(t.db, battle.id, fighter);
      const fan = await signedInUser(t, { balance: 3, dailyClaimedDay: saoPauloDayKey(new Date()) });
      const heard = new Promise((resolve) => hub.subscribe(battle.id, resolve));
      const res = await second.inject({
        method: 'POST',
        url: `/api/battles/${battle.id}/votes`,
        headers: { cookie: fan.cookie },
        payload: { participantUserId: fighter.id },
      });
      expect(res.statusCode).toBe(200);
      expect(await heard).toMatchObject({ type: 'votes', battleId: battle.id, votesCount: 1 });
    } finally {
      await hub.stop();
      await second.close();
    }
  });
});
