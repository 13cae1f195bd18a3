import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Cast, withCastApp } from '#server/admin/test-helpers.ts';
import { castGuestVote } from '#server/db/factories/battles.ts';
import { queryRows } from '#server/db/query.ts';
import { notifications } from '#server/db/schema.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import { voteReviewHelpers } from './vote-review-test-helpers.ts';

let t: TestApp;
let cast: Cast;
withCastApp(
  (app, c) => {
    t = app;
    cast = c;
  },
  { voteGapMs: 0 },
);

const { fundedFan, openBattle, vote, log, totalOf, walletsMatchLedger, voidVotes } = voteReviewHelpers(
  () => t,
  () => cast,
);

describe('voiding votes', () => {
  it('takes a fan vote off the total (live), refunds the coin as a ledger row, notifies and audits', async () => {
    const { battle, fighters } = await openBattle();
    const [a] = fighters;
    const fan = await fundedFan(3);
    const other = await fundedFan(3);
    expect((await vote(fan, battle.id, a.id)).statusCode).toBe(200);
    expect((await vote(other, battle.id, a.id)).statusCode).toBe(200);
    expect(await totalOf(battle.id, a.id)).toBe(2);
    const fanVote = (await log(battle.id)).votes.find((v) => v.voterUserId === fan.id)!;

    // No reason: refused, nothing changes; a moderator may not void.
    expect((await voidVotes(battle.id, { votes: [{ source: 'fan', id: fanVote.id }] })).statusCode).toBe(400);
    expect(
      (
        await voidVotes(
          battle.id,
          { reason: 'Fraude', votes: [{ source: 'fan', id: fanVote.id }] },
          cast.moderator,
        )
      ).statusCode,
    ).toBe(403);
    expect(await totalOf(battle.id, a.id)).toBe(2);

    const heard = new Promise((resolve) => {
      const stop = t.app.deps.live.hub.subscribe(battle.id, (update) => {
        if (update.type !== 'votes_voided') return;
        stop();
        resolve(update);
      });
    });
    const res = await voidVotes(battle.id, {
      reason: 'Conta de teste usada para inflar votos',
      votes: [{ source: 'fan', id: fanVote.id }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      voided: 1,
      refunded: 1,
      totals: [{ participantUserId: a.id, votesCount: 1 }],
    });
    expect(await heard).toMatchObject({
      type: 'votes_voided',
      battleId: battle.id,
      participantUserId: a.id,
      votesCount: 1,
    });
    expect(await totalOf(battle.id, a.id)).toBe(1);

    const wallet = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie: fan.cookie } });
    expect(wallet.json().balance).toBe(3);
    expect(wallet.json().transactions[0]).toMatchObject({ type: 'vote_refund', amount: 1 });
    expect(await walletsMatchLedger()).toEqual([]);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, fan.id), eq(notifications.type, 'vote_refund')));
    expect(notice?.title).toBe('Voto estornado');
    const [audit] = await queryRows<{ changes: { reason: string; voided: number } }>(
      t.db,
      sql`SELECT changes FROM audit_log WHERE action = 'vote.void' AND target_id = ${battle.id}`,
    );
    expect(audit?.changes).toMatchObject({ reason: 'Conta de teste usada para inflar votos', voided: 1 });

    // Still in the log, as voided; voiding it again is refused.
    const again = (await log(battle.id)).votes.find((v) => v.id === fanVote.id && v.source === 'fan');
    expect(again?.voided).toMatchObject({ reason: 'Conta de teste usada para inflar votos' });
    const twice = await voidVotes(battle.id, {
      reason: 'De novo',
      votes: [{ source: 'fan', id: fanVote.id }],
    });
    expect(twice.statusCode).toBe(409);
    // A voided vote does not give the right to vote for that fighter back.
    const revote = await vote(fan, battle.id, a.id);
    expect(revote.statusCode).toBe(409);
    expect(revote.json().error.code).toBe('VOTE_DUPLICATE');
    expect(await totalOf(battle.id, a.id)).toBe(1);
  });

  it('voids guest and admin votes without touching any wallet; the winner comes from the totals after voids', async () => {
    const { battle, fighters } = await openBattle();
    const [a, b] = fighters;
    await castGuestVote(t.db, { battleId: battle.id, participantUserId: a.id, ipHash: 'a1' });
    await castGuestVote(t.db, { battleId: battle.id, participantUserId: a.id, ipHash: 'a2' });
    await castGuestVote(t.db, { battleId: battle.id, participantUserId: b.id, ipHash: 'b1' });
    const guestIds = (await log(battle.id, `?participantUserId=${a.id}`)).votes.map((v) => v.id);
    const res = await voidVotes(battle.id, {
      reason: 'Robô',
      votes: guestIds.map((id) => ({ source: 'guest', id })),
    });
    expect(res.json()).toMatchObject({ voided: 2, refunded: 0 });
    await t.db.execute(
      sql`UPDATE battle_events SET end_time = now() - interval '1 minute' WHERE id = ${battle.id}`,
    );
    const page = await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` });
    expect(page.json().battle.winners).toEqual([b.id]);
  });
});
