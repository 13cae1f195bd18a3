import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  as,
  battleNotifications,
  type Cast,
  payEveryWinner,
  snapshot,
  withCastApp,
} from '#server/admin/test-helpers.ts';
import { addParticipant, castVote, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { battles } from '#server/db/schema.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let cast: Cast;
withCastApp((app, c) => {
  t = app;
  cast = c;
});

const HOUR = 3_600_000;
const patch = (id: string, payload: object, who = cast.admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/battles/${id}`, headers: as(who), payload });
const stored = async (id: string) => (await t.db.select().from(battles).where(eq(battles.id, id)))[0]!;

describe("a running battle's prize (docs/product.md#prize-changes)", () => {
  it('refuses a new amount or type without the confirmation, and changes nothing', async () => {
    const battle = await createBattle(t.db, { status: 'active', prizeAmount: 99.9 });
    const before = await snapshot(t);
    for (const change of [
      { prizeAmount: 9990 },
      { prizeType: 'ITEM' },
      { prizeAmount: 100, title: 'Outra' },
    ]) {
      const res = await patch(battle.id, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json().error.code).toBe('BATTLE_PRIZE_CHANGE_UNCONFIRMED');
      expect(res.json().error.message).toContain('confirme o novo prêmio');
    }
    expect(await snapshot(t)).toEqual(before);

    // The same prize sent again, or another field alone, needs no confirmation.
    expect((await patch(battle.id, { prizeAmount: 99.9, prizeType: 'PIX' })).statusCode).toBe(200);
    expect((await patch(battle.id, { title: 'Final de Bangkok' })).statusCode).toBe(200);

    const confirmed = await patch(battle.id, { prizeAmount: 150, confirmPrizeChange: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().battle.prizeAmount).toBe(150);
    expect(Number((await stored(battle.id)).prizeAmount)).toBe(150);
  });

  it('lets the prize of a battle not running yet change without the flag', async () => {
    const battle = await createBattle(t.db, {
      status: 'scheduled',
      startTime: new Date(Date.now() + HOUR),
      endTime: new Date(Date.now() + 5 * HOUR),
    });
    const res = await patch(battle.id, { prizeAmount: 250.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().battle.prizeAmount).toBe(250.5);
  });
});

describe('a battle edit made on an older copy', () => {
  it('refuses the write when the battle changed since the form opened, and changes nothing', async () => {
    const battle = await createBattle(t.db, { maxParticipants: 1, startTime: new Date(Date.now() - HOUR) });
    const opened = (await patch(battle.id, {})).json().battle;
    const fighter = await createUser(t.db);
    // Adding the one participant fills the battle: it starts (active, start = now).
    const add = await t.app.inject({
      method: 'POST',
      url: `/api/admin/battles/${battle.id}/participants`,
      headers: as(cast.admin),
      payload: { userId: fighter.id },
    });
    expect(add.json().success).toBe(true);
    const started = await stored(battle.id);
    expect(started.status).toBe('active');

    const before = await snapshot(t);
    const stale = await patch(battle.id, {
      status: opened.status,
      startTime: opened.startTime,
      expectedUpdatedAt: opened.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('BATTLE_STALE_WRITE');
    expect(await snapshot(t)).toEqual(before);

    // On the fresh copy, only the changed field is sent: status and start stay as the server set them.
    const fresh = await patch(battle.id, {
      title: 'Título novo',
      expectedUpdatedAt: started.updatedAt.toISOString(),
    });
    expect(fresh.statusCode).toBe(200);
    const after = await stored(battle.id);
    expect(after).toMatchObject({ title: 'Título novo', status: 'active', startTime: started.startTime });
  });
});

describe('a prize marked paid', () => {
  it('tells each winner, with the amount and the masked PIX key, and the public battle shows when', async () => {
    const battle = await createBattle(t.db, {
      prizeAmount: 99.9,
      status: 'finished',
      startTime: new Date(Date.now() - 5 * HOUR),
      endTime: new Date(Date.now() - HOUR),
    });
    const winner = await createUser(t.db, { pixKey: '52998224725' });
    const loser = await createUser(t.db);
    const voter = await createUser(t.db, { balance: 5 });
    for (const u of [winner, loser]) await addParticipant(t.db, battle.id, { id: u.id });
    await castVote(t.db, { battleId: battle.id, participantUserId: winner.id, voterUserId: voter.id });

    const publicBattle = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` })).json().battle;
    expect((await publicBattle()).prize.paidAt).toBeNull();

    const paid = await payEveryWinner(t, battle.id, cast.admin, { note: 'comprovante 123' });
    expect(paid.statusCode).toBe(200);

    const notes = await battleNotifications(t, battle.id, 'prize_paid');
    expect(notes.map((n) => n.userId)).toEqual([winner.id]);
    expect(notes[0]).toMatchObject({ title: 'Prêmio pago' });
    expect(notes[0]!.body).toBe(
      `Seu prêmio de R$\u00a099,90 da batalha "${battle.title}" foi pago via PIX, na chave ***.982.247-**.`,
    );

    const shown = await publicBattle();
    expect(shown.prize.paidAt).toBe(paid.json().battle.prizePaid.paidAt);
    // Only the date is public: not who paid, nor the note.
    const text = JSON.stringify(shown);
    expect(text).not.toContain('comprovante');
    expect(text).not.toContain(cast.admin.id);
  });
});
