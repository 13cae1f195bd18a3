import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { battles } from '#server/db/schema.ts';
import { isRefusal, opened, openSse } from '#server/test-support/sse-client.ts';
import { signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { publishBattleUpdate } from './publish.ts';

const STREAMS_PER_NETWORK = 3;
let t: TestApp;
let base: string;
withTestApp({ config: { LIVE_STREAMS_PER_NETWORK: STREAMS_PER_NETWORK } }, async (app) => {
  t = app;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

const today = () => saoPauloDayKey(new Date());
const tick = () => new Promise((r) => setTimeout(r, 300));

describe('battles awaiting approval stay out of live streams', () => {
  it('opens no stream of a pending battle for guests or fans, only for staff', async () => {
    const pending = await createBattle(t.db, { status: 'pending', slug: 'pendente-ao-vivo' });
    const fan = await signedInUser(t, { dailyClaimedDay: today() });
    const moderator = await signedInUser(t, { role: 'moderator', dailyClaimedDay: today() });
    for (const path of [`/api/battles/${pending.id}/live`, '/api/battles/pendente-ao-vivo/live']) {
      for (const headers of [{}, { cookie: fan.cookie }] as Record<string, string>[]) {
        const refused = await openSse(base, path, headers);
        expect(isRefusal(refused) && refused.status, path).toBe(404);
        expect(isRefusal(refused) && refused.code).toBe('BATTLE_NOT_FOUND');
      }
    }
    // An id no battle has answers the same, so a pending one cannot be told from a missing one.
    const unknown = await openSse(base, '/api/battles/battle_nao_existe/live');
    expect(isRefusal(unknown) && unknown.status).toBe(404);
    const staff = opened(
      await openSse(base, `/api/battles/${pending.id}/live`, { cookie: moderator.cookie }),
    );
    staff.close();
  });

  it("keeps a pending battle's updates from the arena stream of guests and fans, not from staff", async () => {
    const pending = await createBattle(t.db, { status: 'pending' });
    const open = await createBattle(t.db);
    const fan = await signedInUser(t, { dailyClaimedDay: today() });
    const admin = await signedInUser(t, { role: 'admin', dailyClaimedDay: today() });
    const guestArena = opened(await openSse(base, '/api/battles/live'));
    const fanArena = opened(await openSse(base, '/api/battles/live', { cookie: fan.cookie }));
    const staffArena = opened(await openSse(base, '/api/battles/live', { cookie: admin.cookie }));
    try {
      // A staff edit of the pending battle, then a public change: the public one shows everywhere.
      await publishBattleUpdate(t.db, {
        type: 'participants',
        battleId: pending.id,
        participantsCount: 1,
        status: 'pending',
      });
      await publishBattleUpdate(t.db, { type: 'status', battleId: open.id, status: 'active' });
      for (const stream of [guestArena, fanArena, staffArena]) {
        await stream.next((e) => e.battleId === open.id);
      }
      expect(await staffArena.next((e) => e.battleId === pending.id)).toMatchObject({ status: 'pending' });
      await tick();
      for (const stream of [guestArena, fanArena]) {
        expect(stream.events().filter((e) => e.battleId === pending.id)).toEqual([]);
      }
    } finally {
      for (const stream of [guestArena, fanArena, staffArena]) stream.close();
    }
  });

  it('answers the guest-vote status of a pending battle as of a missing one', async () => {
    const pending = await createBattle(t.db, { status: 'pending', slug: 'pendente-convidado' });
    await addParticipant(t.db, pending.id, await createUser(t.db));
    for (const id of [pending.id, 'pendente-convidado', 'battle_que_nao_existe']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/battles/${id}/guest-vote` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.code).toBe('BATTLE_NOT_FOUND');
    }
    await t.db.update(battles).set({ status: 'waiting' }).where(eq(battles.id, pending.id));
    const approved = await t.app.inject({ method: 'GET', url: `/api/battles/${pending.id}/guest-vote` });
    expect(approved.statusCode).toBe(200);
  });

  it("leaves a pending battle out of the fighter's public profile", async () => {
    const fighter = await createUser(t.db);
    const pending = await createBattle(t.db, { status: 'pending', title: 'Batalha secreta pendente' });
    const open = await createBattle(t.db, { title: 'Batalha aberta ao público' });
    await addParticipant(t.db, pending.id, fighter);
    await addParticipant(t.db, open.id, fighter);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/${encodeURIComponent(fighter.username)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Batalha aberta ao público');
    expect(res.body).not.toContain('Batalha secreta pendente');
    expect(res.json().profile.stats.battlesJoined).toBe(1);
  });
});

describe('live streams per network', () => {
  it('holds at most LIVE_STREAMS_PER_NETWORK open streams for one network, and frees a slot on close', async () => {
    const battle = await createBattle(t.db);
    const streams = [];
    for (let i = 0; i < STREAMS_PER_NETWORK; i++) {
      streams.push(
        opened(await openSse(base, i % 2 ? '/api/battles/live' : `/api/battles/${battle.id}/live`)),
      );
    }
    try {
      const over = await openSse(base, '/api/battles/live');
      expect(isRefusal(over) && over.status).toBe(429);
      expect(isRefusal(over) && over.code).toBe('LIVE_STREAMS_LIMITED');
      streams.pop()?.close();
      await tick();
      streams.push(opened(await openSse(base, '/api/battles/live')));
    } finally {
      for (const stream of streams) stream.close();
    }
    await tick();
  });
});
