import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminBattleOf,
  as,
  battleNotifications,
  type Cast,
  recordPayout,
  snapshot,
  withCastApp,
} from '#server/admin/test-helpers.ts';
import { addParticipant, castVote, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { auditLog, battles, prizePayouts, profiles } from '#server/db/schema.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let cast: Cast;
withCastApp((app, c) => {
  t = app;
  cast = c;
});

const HOUR = 3_600_000;
const codeOf = (res: { json: () => { error?: { code?: string } } }) => res.json().error?.code;

let sequence = 0;
/** A finished PIX battle of R$ 1.000,00 won by two fighters tied on one vote each. */
async function tiedBattle() {
  sequence += 1;
  const battle = await createBattle(t.db, {
    prizeAmount: 1000,
    status: 'finished',
    startTime: new Date(Date.now() - 50 * HOUR),
    endTime: new Date(Date.now() - HOUR),
  });
  const luana = await createUser(t.db, { pixKey: `luana${sequence}@yod.test` });
  const lucas = await createUser(t.db, { pixKey: `lucas${sequence}@yod.test` });
  const fan = await createUser(t.db, { balance: 5 });
  for (const u of [luana, lucas]) {
    await addParticipant(t.db, battle.id, { id: u.id });
    await castVote(t.db, { battleId: battle.id, participantUserId: u.id, voterUserId: fan.id });
  }
  return { battle, luana, lucas };
}

const summary = async (who: { cookie: string } = cast.admin) =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/summary', headers: as(who) })).json();

describe('paying each winner on its own', () => {
  it('records one paid and one failed transfer, retries the failed one, and only then counts the battle paid', async () => {
    const { battle, luana, lucas } = await tiedBattle();
    const shown = await adminBattleOf(t, battle.id, cast.admin);
    expect(shown).toMatchObject({ prizeLocked: false, payoutDue: { overdue: false } });

    const paidLuana = await recordPayout(t, battle.id, cast.admin, {
      userId: luana.id,
      note: 'comprovante A',
    });
    expect(paidLuana.statusCode, paidLuana.body).toBe(200);
    const afterOne = paidLuana.json().battle;
    expect(afterOne.prizePaid).toBeNull();
    expect(afterOne.prizeLocked).toBe(true);
    expect(afterOne.winners.find((w: { userId: string }) => w.userId === luana.id).paid).toMatchObject({
      amount: 500,
      pixKey: expect.stringMatching(/^luana\d+@yod\.test$/),
      note: 'comprovante A',
    });

    // A failed transfer needs its reason.
    const noReason = await recordPayout(t, battle.id, cast.admin, { userId: lucas.id, outcome: 'failed' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toContain('Informe o motivo da falha do pagamento.');
    const failed = await recordPayout(t, battle.id, cast.admin, {
      userId: lucas.id,
      outcome: 'failed',
      failureReason: 'Banco recusou: chave não encontrada',
    });
    expect(failed.statusCode, failed.body).toBe(200);
    const lucasRow = failed.json().battle.winners.find((w: { userId: string }) => w.userId === lucas.id);
    expect(lucasRow.paid).toBeNull();
    expect(lucasRow.failures).toEqual([
      expect.objectContaining({
        reason: 'Banco recusou: chave não encontrada',
        byUsername: cast.admin.username,
      }),
    ]);
    expect(failed.json().battle.prizePaid).toBeNull();

    // The dashboard owes Lucas's share, with the failure counted.
    const owed = (await summary()).prizesToPay;
    const item = owed.battles.find((b: { id: string }) => b.id === battle.id);
    expect(item).toMatchObject({
      owed: 500,
      winners: 2,
      winnersUnpaid: 1,
      failedAttempts: 1,
      overdue: false,
    });

    // Retried later: paid, and now the battle is paid (the public page says so).
    const retried = await recordPayout(t, battle.id, cast.admin, {
      userId: lucas.id,
      note: 'segunda tentativa',
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().battle.prizePaid).toMatchObject({
      paidByUsername: cast.admin.username,
      note: null,
    });
    expect(retried.json().battle.payoutDue).toBeNull();
    const publicBattle = (await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` })).json()
      .battle;
    expect(publicBattle.prize.paidAt).toBe(retried.json().battle.prizePaid.paidAt);
    expect((await summary()).prizesToPay.battles.some((b: { id: string }) => b.id === battle.id)).toBe(false);

    const actions = await t.db
      .select({ action: auditLog.action, changes: auditLog.changes })
      .from(auditLog)
      .where(eq(auditLog.targetId, battle.id));
    expect(actions.map((a) => a.action)).toEqual([
      'payout.winner_paid',
      'payout.winner_failed',
      'payout.winner_paid',
    ]);
    expect(actions[1]!.changes).toMatchObject({
      winner: lucas.username,
      share: 500,
      reason: 'Banco recusou: chave não encontrada',
      pixKeyMasked: expect.stringMatching(/^luc\*\*\*@yod\.test$/),
      battlePaid: false,
    });
    expect(actions[2]!.changes).toMatchObject({ failedBefore: 1, battlePaid: true });

    // Each winner hears of their own payment, with their own key.
    const notes = await battleNotifications(t, battle.id, 'prize_paid');
    expect(notes.map((n) => n.userId).sort()).toEqual([luana.id, lucas.id].sort());
    for (const note of notes) expect(note.body).toContain('R$\u00a0500,00');
  });

  it('refuses a key the winner changed meanwhile, a fighter who did not win, and a second payment', async () => {
    const { battle, luana, lucas } = await tiedBattle();
    const shown = await adminBattleOf(t, battle.id, cast.admin);
    const lucasKey = shown!.winners.find((w) => w.userId === lucas.id)!.pixKey!;
    await t.db.update(profiles).set({ pixKey: 'outra@yod.test' }).where(eq(profiles.id, lucas.id));
    const before = await snapshot(t);
    const changed = await recordPayout(t, battle.id, cast.admin, { userId: lucas.id, pixKey: lucasKey });
    expect(changed.statusCode).toBe(409);
    expect(codeOf(changed)).toBe('PAYOUT_PIX_KEY_CHANGED');
    const outsider = await recordPayout(t, battle.id, cast.admin, { userId: cast.user.id, pixKey: null });
    expect(codeOf(outsider)).toBe('PAYOUT_NOT_WINNER');
    expect(await snapshot(t)).toEqual(before);

    expect((await recordPayout(t, battle.id, cast.admin, { userId: luana.id })).statusCode).toBe(200);
    const twice = await recordPayout(t, battle.id, cast.admin, { userId: luana.id });
    expect(codeOf(twice)).toBe('PAYOUT_WINNER_ALREADY_PAID');
    // The database itself holds one live payment per winner.
    await expect(
      t.db.insert(prizePayouts).values({
        battleEventId: battle.id,
        userId: luana.id,
        outcome: 'paid',
        amount: 500,
      }),
    ).rejects.toThrow();
  });

  it('freezes the battle from the first payment; a void clears every winner and thaws it', async () => {
    const { battle, luana, lucas } = await tiedBattle();
    await recordPayout(t, battle.id, cast.admin, { userId: luana.id });
    await recordPayout(t, battle.id, cast.admin, {
      userId: lucas.id,
      outcome: 'failed',
      failureReason: 'Timeout',
    });
    const reopen = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/battles/${battle.id}`,
      headers: as(cast.admin),
      payload: { status: 'active', endTime: new Date(Date.now() + 24 * HOUR).toISOString() },
    });
    expect(codeOf(reopen)).toBe('BATTLE_PRIZE_PAID_LOCKED');
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/battles/${battle.id}`,
      headers: as(cast.admin),
    });
    expect(codeOf(remove)).toBe('BATTLE_PRIZE_PAID_DELETE');

    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/admin/battles/${battle.id}/payout/void`,
      headers: as(cast.admin),
      payload: { reason: 'Pago à chave errada' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().battle.prizeLocked).toBe(false);
    for (const w of voided.json().battle.winners) expect(w).toMatchObject({ paid: null, failures: [] });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, battle.id), eq(auditLog.action, 'payout.void')));
    expect(row!.changes).toMatchObject({
      previous: null,
      payments: [
        { userId: luana.id, amount: 500, pixKeyMasked: expect.stringMatching(/^lu\*\*\*@yod\.test$/) },
      ],
      failedAttempts: 1,
    });
    // Kept as history, voided.
    const rows = await t.db.select().from(prizePayouts).where(eq(prizePayouts.battleEventId, battle.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.voidedAt !== null && r.voidedBy === cast.admin.id)).toBe(true);
  });

  it('keeps a battle marked paid before per-winner payouts as paid, for every winner', async () => {
    const { battle, luana } = await tiedBattle();
    const paidAt = new Date(Date.now() - 30 * 60_000);
    await t.db
      .update(battles)
      .set({ prizePaidAt: paidAt, prizePaidBy: cast.master.id, prizePaidNote: 'PIX manual' })
      .where(eq(battles.id, battle.id));
    const shown = await adminBattleOf(t, battle.id, cast.admin);
    expect(shown).toMatchObject({ prizeLocked: true, payoutDue: null });
    for (const w of shown!.winners)
      expect(w.paid).toMatchObject({
        wholeBattle: true,
        at: paidAt.toISOString(),
        byUsername: cast.master.username,
        amount: 500,
        note: 'PIX manual',
        pixKey: null,
      });
    expect(codeOf(await recordPayout(t, battle.id, cast.admin, { userId: luana.id }))).toBe(
      'PAYOUT_ALREADY_PAID',
    );
    expect((await summary()).prizesToPay.battles.some((b: { id: string }) => b.id === battle.id)).toBe(false);
  });
});

describe("the dashboard's 'Prêmios a pagar'", () => {
  it('counts what is owed, its total and the nearest deadline, for admins only', async () => {
    const before = (await summary()).prizesToPay;
    // Ended 30 days ago and never paid: past its 7 business days.
    const late = await createBattle(t.db, {
      prizeAmount: 250,
      status: 'finished',
      startTime: new Date(Date.now() - 31 * 24 * HOUR),
      endTime: new Date(Date.now() - 30 * 24 * HOUR),
    });
    const winner = await createUser(t.db);
    const fan = await createUser(t.db, { balance: 3 });
    await addParticipant(t.db, late.id, { id: winner.id });
    await castVote(t.db, { battleId: late.id, participantUserId: winner.id, voterUserId: fan.id });
    // Finished without votes, or without a prize: nobody is owed anything.
    await createBattle(t.db, {
      prizeAmount: 999,
      status: 'finished',
      startTime: new Date(Date.now() - 5 * HOUR),
      endTime: new Date(Date.now() - HOUR),
    });
    const { battle: tied } = await tiedBattle();

    const after = (await summary()).prizesToPay;
    expect(after.count).toBe(before.count + 2);
    expect(after.total).toBeCloseTo(before.total + 250 + 1000, 2);
    expect(after.overdueCount).toBe(before.overdueCount + 1);
    expect(after.nearest).toMatchObject({ overdue: true });
    const lateItem = after.battles.find((b: { id: string }) => b.id === late.id);
    expect(lateItem).toMatchObject({ owed: 250, winnersUnpaid: 1, overdue: true });
    expect(after.battles.find((b: { id: string }) => b.id === tied.id)).toMatchObject({
      owed: 1000,
      winners: 2,
      winnersUnpaid: 2,
    });
    // Nearest first.
    const days = after.battles.map((b: { lastDay: string }) => b.lastDay);
    expect(days).toEqual([...days].sort());
    expect((await summary(cast.moderator)).prizesToPay).toBeNull();
  });
});
