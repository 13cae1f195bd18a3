import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, type Cast, recordPayout, snapshot, withCastApp } from '#server/admin/test-helpers.ts';
import { addParticipant, castVote, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { adminVotes, auditLog, battles } from '#server/db/schema.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let cast: Cast;
withCastApp((app, c) => {
  t = app;
  cast = c;
});

const HOUR = 3_600_000;
const actions = async (targetId: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId))).map((a) => a.action);

describe('admin votes and payouts', () => {
  it('lets only the master add a counted, distinguishable, audited vote', async () => {
    const battle = await createBattle(t.db);
    const fighter = await createUser(t.db);
    const p = await addParticipant(t.db, battle.id, { id: fighter.id });
    const vote = (who: { cookie: string }) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/battles/${battle.id}/participants/${p.id}/vote`,
        headers: as(who),
      });
    const before = await snapshot(t);
    expect((await vote(cast.admin)).statusCode).toBe(403);
    expect((await vote(cast.moderator)).statusCode).toBe(403);
    expect(await snapshot(t)).toEqual(before);
    const res = await vote(cast.master);
    expect(res.json()).toEqual({ participantUserId: fighter.id, votesCount: 1, adminVotesCount: 1 });
    expect(await t.db.select().from(adminVotes).where(eq(adminVotes.battleEventId, battle.id))).toHaveLength(
      1,
    );
    expect(await actions(battle.id)).toEqual(['vote.admin']);
    const closed = await createBattle(t.db, {
      status: 'finished',
      endTime: new Date(Date.now() - HOUR),
      startTime: new Date(Date.now() - 5 * HOUR),
    });
    const cp = await addParticipant(t.db, closed.id, { id: fighter.id });
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/admin/battles/${closed.id}/participants/${cp.id}/vote`,
      headers: as(cast.master),
    });
    expect(late.json().error.code).toBe('VOTE_BATTLE_CLOSED');
  });

  it('shows winners (PIX only to admins) and records each winner paid once', async () => {
    const battle = await createBattle(t.db, { prizeAmount: 100 });
    const [w1, w2, loser, voter] = [
      await createUser(t.db, { pixKey: 'W1@Pix.Example' }),
      // A key stored before PIX keys were checked, which is none: flagged, still shown.
      await createUser(t.db, { pixKey: 'pix-w2' }),
      await createUser(t.db),
      await createUser(t.db, { balance: 5 }),
    ];
    for (const u of [w1, w2, loser]) await addParticipant(t.db, battle.id, { id: u.id });
    await castVote(t.db, { battleId: battle.id, participantUserId: w1.id, voterUserId: voter.id });
    await castVote(t.db, { battleId: battle.id, participantUserId: w2.id, voterUserId: voter.id });
    const pay = (userId: string, who = cast.admin) =>
      recordPayout(t, battle.id, who, { userId, note: 'PIX enviado' });
    expect((await pay(w1.id)).json().error.code).toBe('PAYOUT_NOT_FINISHED');
    await t.db
      .update(battles)
      .set({ status: 'finished', endTime: new Date(Date.now() - 1000) })
      .where(eq(battles.id, battle.id));
    const list = async (who: { cookie: string }) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/battles?q=${battle.id}`, headers: as(who) }))
        .json()
        .battles.find((b: { id: string }) => b.id === battle.id);
    const forAdmin = await list(cast.admin);
    expect(forAdmin.winners).toEqual([
      {
        userId: w1.id,
        username: w1.username,
        votesCount: 1,
        prizeShare: 50,
        pixKey: 'w1@pix.example',
        pixKeyType: 'email',
        paid: null,
        failures: [],
      },
      {
        userId: w2.id,
        username: w2.username,
        votesCount: 1,
        prizeShare: 50,
        pixKey: 'pix-w2',
        pixKeyType: null,
        paid: null,
        failures: [],
      },
    ]);
    const forModerator = await list(cast.moderator);
    expect(forModerator.winners[0]).not.toHaveProperty('pixKey');
    expect(forModerator.winners[0]).not.toHaveProperty('pixKeyType');
    expect((await pay(w1.id, cast.moderator)).statusCode).toBe(403);

    const first = await pay(w1.id);
    expect(first.statusCode, first.body).toBe(200);
    // One of two winners paid: the battle is not paid yet, and nothing public says it is.
    expect(first.json().battle.prizePaid).toBeNull();
    expect(first.json().battle.winners[0].paid).toMatchObject({
      amount: 50,
      note: 'PIX enviado',
      pixKey: 'w1@pix.example',
      byUsername: cast.admin.username,
      wholeBattle: false,
    });
    expect((await pay(w1.id)).json().error.code).toBe('PAYOUT_WINNER_ALREADY_PAID');
    const second = await pay(w2.id);
    expect(second.json().battle.prizePaid).toMatchObject({ paidByUsername: cast.admin.username });
    expect((await pay(w2.id)).json().error.code).toBe('PAYOUT_ALREADY_PAID');
    expect(await actions(battle.id)).toEqual(['payout.winner_paid', 'payout.winner_paid']);

    const empty = await createBattle(t.db, {
      status: 'finished',
      endTime: new Date(Date.now() - HOUR),
      startTime: new Date(Date.now() - 5 * HOUR),
    });
    const none = await recordPayout(t, empty.id, cast.admin, { userId: loser.id, pixKey: null });
    expect(none.json().error.code).toBe('PAYOUT_NO_WINNER');
  });
});
