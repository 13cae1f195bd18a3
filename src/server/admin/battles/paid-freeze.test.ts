import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, type Cast, payEveryWinner, snapshot, withCastApp } from '#server/admin/test-helpers.ts';
import { addParticipant, castVote, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { auditLog } from '#server/db/schema.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let cast: Cast;
withCastApp((app, c) => {
  t = app;
  cast = c;
});

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
type Who = { cookie: string };

const patch = (id: string, payload: object, who: Who = cast.moderator) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/battles/${id}`, headers: as(who), payload });
const voidPayout = (id: string, payload: object | undefined, who: Who = cast.admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/battles/${id}/payout/void`,
    headers: as(who),
    ...(payload === undefined ? {} : { payload }),
  });

/** A finished battle whose winner was paid: the winner's entry, a loser's, and the battle. */
async function paidBattle() {
  const battle = await createBattle(t.db, {
    prizeAmount: 200,
    status: 'finished',
    startTime: new Date(Date.now() - 5 * HOUR),
    endTime: new Date(Date.now() - HOUR),
  });
  const [winner, loser, fan] = [
    await createUser(t.db),
    await createUser(t.db),
    await createUser(t.db, { balance: 3 }),
  ];
  const won = await addParticipant(t.db, battle.id, { id: winner.id });
  const lost = await addParticipant(t.db, battle.id, { id: loser.id });
  await castVote(t.db, { battleId: battle.id, participantUserId: winner.id, voterUserId: fan.id });
  const paid = await payEveryWinner(t, battle.id, cast.admin, { note: 'PIX enviado às 10h' });
  expect(paid.statusCode, paid.body).toBe(200);
  return { battle, won, lost, winner, loser };
}

const codeOf = (res: { json: () => { error?: { code?: string } } }) => res.json().error?.code;

describe('a battle whose prize is marked paid', () => {
  it('refuses a change of status, dates, prize or participants, and its deletion, changing nothing', async () => {
    const { battle, won, lost } = await paidBattle();
    const outsider = await createUser(t.db);
    const before = await snapshot(t);

    // The security review's path: reopen it with a future end, let votes move the winner.
    const reopen = await patch(battle.id, { status: 'active', endTime: inHours(24) });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().error).toMatchObject({
      code: 'BATTLE_PRIZE_PAID_LOCKED',
      message:
        'O prêmio desta batalha já foi marcado como pago: status, datas e prêmio não podem mudar. Um administrador precisa anular o pagamento antes.',
    });
    for (const change of [
      { status: 'waiting' },
      { endTime: inHours(-0.5) },
      { startTime: inHours(-4) },
      { prizeAmount: 5000 },
      { prizeType: 'ITEM' },
      { prizeDescription: 'Outro prêmio' },
    ]) {
      expect(codeOf(await patch(battle.id, change)), JSON.stringify(change)).toBe('BATTLE_PRIZE_PAID_LOCKED');
      expect(codeOf(await patch(battle.id, change, cast.admin)), JSON.stringify(change)).toBe(
        'BATTLE_PRIZE_PAID_LOCKED',
      );
    }

    const participants = `/api/admin/battles/${battle.id}/participants`;
    const add = await t.app.inject({
      method: 'POST',
      url: participants,
      headers: as(cast.moderator),
      payload: { userId: outsider.id },
    });
    expect(add.statusCode).toBe(409);
    expect(codeOf(add)).toBe('BATTLE_PRIZE_PAID_VOTES_LOCKED');
    for (const who of [cast.moderator, cast.admin]) {
      const remove = await t.app.inject({
        method: 'DELETE',
        url: `${participants}/${won.id}`,
        headers: as(who),
      });
      expect(codeOf(remove)).toBe('BATTLE_PRIZE_PAID_VOTES_LOCKED');
      const ban = await t.app.inject({
        method: 'POST',
        url: `${participants}/${lost.id}/ban`,
        headers: as(who),
      });
      expect(codeOf(ban)).toBe('BATTLE_PRIZE_PAID_VOTES_LOCKED');
    }
    const adminVote = await t.app.inject({
      method: 'POST',
      url: `${participants}/${lost.id}/vote`,
      headers: as(cast.master),
    });
    expect(codeOf(adminVote)).toBe('BATTLE_PRIZE_PAID_VOTES_LOCKED');
    const del = (who: Who) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/battles/${battle.id}`, headers: as(who) });
    // A moderator never removes a finished or paid battle; an admin only once the payout is voided.
    const byModerator = await del(cast.moderator);
    expect(byModerator.statusCode).toBe(403);
    expect(codeOf(byModerator)).toBe('BATTLE_DELETE_FINISHED_MODERATOR');
    const byAdmin = await del(cast.admin);
    expect(byAdmin.statusCode).toBe(409);
    expect(codeOf(byAdmin)).toBe('BATTLE_PRIZE_PAID_DELETE');
    expect(await snapshot(t)).toEqual(before);
  });

  it('still takes a new title, and the same status, dates and prize sent again (the edit form sends them all)', async () => {
    const { battle } = await paidBattle();
    const same = await patch(battle.id, {
      title: 'Final já paga',
      status: battle.status,
      startTime: battle.startTime!.toISOString(),
      endTime: battle.endTime.toISOString(),
      prizeAmount: battle.prizeAmount,
      prizeType: battle.prizeType,
      prizeDescription: null,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().battle).toMatchObject({
      title: 'Final já paga',
      prizePaid: { note: 'PIX enviado às 10h' },
    });
  });
});

describe('voiding a payout', () => {
  it('is for admins only, needs a reason, keeps the payout it replaced in the audit and thaws the battle', async () => {
    const { battle, winner } = await paidBattle();
    const before = await snapshot(t);
    expect((await voidPayout(battle.id, { reason: 'Engano' }, cast.moderator)).statusCode).toBe(403);
    for (const payload of [undefined, {}, { reason: '   ' }]) {
      const bad = await voidPayout(battle.id, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await voidPayout(battle.id, { reason: '' })).json().error.message).toBe(
      'Informe o motivo da anulação do pagamento.',
    );
    expect(await snapshot(t)).toEqual(before);

    const voided = await voidPayout(battle.id, { reason: '  PIX devolvido pelo banco  ' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().battle).toMatchObject({
      id: battle.id,
      prizePaid: null,
      prizePaidWithOpenFlags: false,
    });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, battle.id), eq(auditLog.action, 'payout.void')));
    expect(row).toMatchObject({ actorUserId: cast.admin.id, targetType: 'payout' });
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(row!.changes).toMatchObject({
      reason: 'PIX devolvido pelo banco',
      previous: {
        paidAt: expect.any(String),
        paidBy: cast.admin.id,
        paidByUsername: cast.admin.username,
        note: 'PIX enviado às 10h',
        withOpenFlags: false,
      },
      winners: [{ userId: winner.id }],
    });
    const again = await voidPayout(battle.id, { reason: 'De novo' });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('PAYOUT_NOT_PAID');

    // Thawed: the status and the dates move again, and a new payout can be marked later.
    const reopened = await patch(battle.id, { status: 'active', endTime: inHours(24) }, cast.admin);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().battle.displayStatus).toBe('active');
  });
});
