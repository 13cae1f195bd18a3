import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import { as, type Cast, signInCast, snapshot } from '#server/admin/test-helpers.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { queryRows } from '#server/db/query.ts';
import { auditLog, notifications, walletLedger, wallets } from '#server/db/schema.ts';
import { type SignedInUser, signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let cast: Cast;
// No gap between one fan's votes: a fan votes for two fighters in a row here.
withTestApp({ voteGapMs: 0 }, async (app) => {
  t = app;
  cast = await signInCast(t);
});

const HOUR = 3_600_000;

/** A signed-in fan whose coins came in through the ledger, so wallet = ledger from the start. */
async function fundedFan(coins: number): Promise<SignedInUser> {
  const fan = await signedInUser(t, { balance: 0, dailyClaimedDay: saoPauloDayKey(new Date()) });
  await t.db.insert(walletLedger).values({ userId: fan.id, type: 'admin_add', amount: coins });
  await t.db.update(wallets).set({ balance: coins }).where(eq(wallets.userId, fan.id));
  return fan;
}

async function walletsMatchLedger(): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(
    t.db,
    sql`SELECT u.user_id FROM user_credits u LEFT JOIN credit_transactions c ON c.user_id = u.user_id
         GROUP BY u.user_id, u.balance HAVING u.balance <> coalesce(sum(c.amount), 0)`,
  );
  return rows.map((r) => r.user_id);
}

const balanceOf = async (userId: string) =>
  (await t.db.select().from(wallets).where(eq(wallets.userId, userId)))[0]?.balance;

function vote(fan: SignedInUser, battleId: string, participantUserId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/battles/${battleId}/votes`,
    headers: as(fan),
    payload: { participantUserId },
  });
}

/** A visitor's vote as the browser sends it: a solved challenge, from one address. */
async function guestVote(battleId: string, participantUserId: string, remoteAddress: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/guest-votes/challenge' });
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  return t.app.inject({
    method: 'POST',
    url: `/api/battles/${battleId}/guest-votes`,
    remoteAddress,
    payload: { participantUserId, altcha },
  });
}

const guestStatus = async (battleId: string, remoteAddress: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/battles/${battleId}/guest-vote`, remoteAddress })).json();

const participantsPath = (battleId: string) => `/api/admin/battles/${battleId}/participants`;

async function panelRow(battleId: string, userId: string) {
  const res = await t.app.inject({ method: 'GET', url: participantsPath(battleId), headers: as(cast.admin) });
  return res.json().participants.find((p: { userId: string }) => p.userId === userId);
}

async function openBattle() {
  const battle = await createBattle(t.db, {
    status: 'active',
    startTime: new Date(Date.now() - HOUR),
    endTime: new Date(Date.now() + HOUR),
    maxParticipants: 10,
  });
  const [target, other] = [await createUser(t.db), await createUser(t.db)];
  await addParticipant(t.db, battle.id, target);
  await addParticipant(t.db, battle.id, other);
  return { battle, target, other };
}

describe("removing a fighter voids their votes through the vote review's void", () => {
  it('refunds the fans, voids guest and admin votes too, and a re-added fighter starts from zero for everyone', async () => {
    const { battle, target, other } = await openBattle();
    const [f1, f2] = [await fundedFan(2), await fundedFan(2)];
    expect((await vote(f1, battle.id, target.id)).statusCode).toBe(200);
    expect((await vote(f2, battle.id, target.id)).statusCode).toBe(200);
    expect((await vote(f1, battle.id, other.id)).statusCode).toBe(200);
    expect((await guestVote(battle.id, target.id, '203.0.113.40')).statusCode).toBe(200);
    const entry = await panelRow(battle.id, target.id);
    const master = await t.app.inject({
      method: 'POST',
      url: `${participantsPath(battle.id)}/${entry.id}/vote`,
      headers: as(cast.master),
    });
    expect(master.statusCode, master.body).toBe(200);
    expect((await panelRow(battle.id, target.id)).votesCount).toBe(4);
    expect((await guestStatus(battle.id, '203.0.113.40')).available).toBe(false);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${participantsPath(battle.id)}/${entry.id}`,
      headers: as(cast.moderator),
    });
    expect(removed.json()).toEqual({ removed: 1 });
    expect(await balanceOf(f1.id)).toBe(1);
    expect(await balanceOf(f2.id)).toBe(2);
    expect(await walletsMatchLedger()).toEqual([]);
    const refunds = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'vote_refund'), eq(notifications.userId, f2.id)));
    expect(refunds).toHaveLength(1);
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/admin/battles/${battle.id}/votes?participantUserId=${target.id}`,
      headers: as(cast.admin),
    });
    const voids = log
      .json()
      .votes.map((v: { source: string; voided: { reason: string } | null }) => [v.source, v.voided?.reason]);
    expect(voids.sort()).toEqual(
      [
        ['admin', 'Lutador removido da batalha pela administração'],
        ['fan', 'Lutador removido da batalha pela administração'],
        ['fan', 'Lutador removido da batalha pela administração'],
        ['guest', 'Lutador removido da batalha pela administração'],
      ].sort(),
    );
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'participant.remove'), eq(auditLog.targetId, entry.id)));
    expect(audit?.changes).toMatchObject({ userId: target.id, voided: 4, refunded: 2 });

    // Added again: a new entry that has met none of the old votes.
    const readd = await t.app.inject({
      method: 'POST',
      url: participantsPath(battle.id),
      headers: as(cast.moderator),
      payload: { userId: target.id },
    });
    expect(readd.json().participant).toMatchObject({ userId: target.id, votesCount: 0, adminVotesCount: 0 });
    const page = await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}`, headers: as(f1) });
    expect(page.json().battle.viewer.votedParticipantUserIds).toEqual([other.id]);
    const again = await vote(f1, battle.id, target.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().votesCount).toBe(1);
    // A fan cannot use the removal to vote twice for the new entry.
    expect((await vote(f1, battle.id, target.id)).json().error.code).toBe('VOTE_DUPLICATE');
    // The visitor got their vote back, as the fans got their coins.
    const guest = await guestStatus(battle.id, '203.0.113.40');
    expect(guest).toMatchObject({ available: true, votedParticipantUserIds: [] });
    expect((await guestVote(battle.id, target.id, '203.0.113.40')).statusCode).toBe(200);
    expect((await panelRow(battle.id, target.id)).votesCount).toBe(2);
    expect(await walletsMatchLedger()).toEqual([]);
  });

  it('keeps a vote voided for fraud blocking a second vote (decision 0011), unlike a removal', async () => {
    const { battle, target } = await openBattle();
    const fan = await fundedFan(2);
    expect((await vote(fan, battle.id, target.id)).statusCode).toBe(200);
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/admin/battles/${battle.id}/votes`,
      headers: as(cast.admin),
    });
    const fanVote = log.json().votes.find((v: { source: string }) => v.source === 'fan');
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/admin/battles/${battle.id}/votes/void`,
      headers: as(cast.admin),
      payload: { reason: 'Conta falsa', votes: [{ source: 'fan', id: fanVote.id }] },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await vote(fan, battle.id, target.id)).json().error.code).toBe('VOTE_DUPLICATE');
  });

  it('refuses to remove a fighter from a finished battle: its result changes only through the vote review', async () => {
    const battle = await createBattle(t.db, {
      status: 'finished',
      startTime: new Date(Date.now() - 5 * HOUR),
      endTime: new Date(Date.now() - HOUR),
    });
    const fighter = await createUser(t.db);
    const entry = await addParticipant(t.db, battle.id, fighter);
    const before = await snapshot(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${participantsPath(battle.id)}/${entry.id}`,
      headers: as(cast.admin),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PARTICIPANT_REMOVE_FINISHED');
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('deleting a battle', () => {
  it('voids its votes first: every fan refunded, the deletion audited with what it voided', async () => {
    const { battle, target, other } = await openBattle();
    const [f1, f2] = [await fundedFan(2), await fundedFan(1)];
    expect((await vote(f1, battle.id, target.id)).statusCode).toBe(200);
    expect((await vote(f1, battle.id, other.id)).statusCode).toBe(200);
    expect((await vote(f2, battle.id, other.id)).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/battles/${battle.id}`,
      headers: as(cast.moderator),
    });
    expect(del.statusCode, del.body).toBe(204);
    expect(await balanceOf(f1.id)).toBe(2);
    expect(await balanceOf(f2.id)).toBe(1);
    expect(await walletsMatchLedger()).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'battle.delete'), eq(auditLog.targetId, battle.id)));
    expect(audit?.changes).toMatchObject({ voided: 3, refunded: 3 });
  });
});
