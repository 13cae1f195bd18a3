import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saoPauloDayKey } from '#domain/text/format.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { queryRows } from '#server/db/query.ts';
import {
  account,
  fanVotes,
  notifications,
  profiles,
  session,
  user,
  walletLedger,
  wallets,
} from '#server/db/schema.ts';
import { newObjectKey, storageFor } from '#server/media/storage.ts';
import {
  login,
  type SignedInUser,
  signedInUser,
  type TestApp,
  withTestApp,
} from '#server/test-support/test-app.ts';
import { TEST_MASTER_EMAIL } from '#server/test-support/test-config.ts';

let t: TestApp;
withTestApp({ voteGapMs: 0 }, (app) => {
  t = app;
});

const today = () => saoPauloDayKey(new Date());

/** YodCoins with their ledger row, so the wallet equals its ledger as in production. */
async function fund(userId: string, amount: number) {
  await t.db
    .update(wallets)
    .set({ balance: sql`${wallets.balance} + ${amount}` })
    .where(eq(wallets.userId, userId));
  await t.db.insert(walletLedger).values({ userId, type: 'admin_add', amount, description: 'Teste' });
}

/** Users whose wallet differs from the sum of their ledger (the audit invariant). */
const walletsOffLedger = () =>
  queryRows<{ user_id: string }>(
    t.db,
    sql`SELECT uc.user_id FROM user_credits uc
         WHERE uc.balance <> coalesce((SELECT sum(ct.amount) FROM credit_transactions ct WHERE ct.user_id = uc.user_id), 0)`,
  );

const totals = async (battleId: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/battles/${battleId}` });
  return Object.fromEntries(
    (res.json().battle.participants as { userId: string; votesCount: number }[]).map((p) => [
      p.userId,
      p.votesCount,
    ]),
  );
};

const vote = (voter: SignedInUser, battleId: string, participantUserId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/battles/${battleId}/votes`,
    headers: { cookie: voter.cookie },
    payload: { participantUserId },
  });

const deleteAccount = (cookie: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/delete', headers: { cookie }, payload: { password } });

describe('Excluir minha conta', () => {
  it('erases the person, disqualifies them as a fighter, keeps ledgers true, and signs every tab out', async () => {
    const offBefore = await walletsOffLedger();
    const battle = await createBattle(t.db, { maxParticipants: 5 });
    const leaving = await signedInUser(t, {
      dailyClaimedDay: today(),
      instagramHandle: 'vou_sair',
      pixKey: 'pix-de-quem-sai@test.yod',
    });
    const fighter = await signedInUser(t, { dailyClaimedDay: today() });
    const fan = await signedInUser(t, { dailyClaimedDay: today() });
    await addParticipant(t.db, battle.id, { id: leaving.id });
    await addParticipant(t.db, battle.id, { id: fighter.id });
    await fund(leaving.id, 5);
    await fund(fan.id, 5);
    // The leaving user is voted for (fan) and votes (for fighter).
    expect((await vote(fan, battle.id, leaving.id)).statusCode).toBe(200);
    expect((await vote(fan, battle.id, fighter.id)).statusCode).toBe(200);
    expect((await vote(leaving, battle.id, fighter.id)).statusCode).toBe(200);
    // A photo of their own in storage, and a second open session.
    const storage = storageFor(t.config);
    const photoKey = newObjectKey('profile-pictures', leaving.id, 'png');
    await storage.put(photoKey, Buffer.from('not really a png'), 'image/png');
    await t.db
      .update(profiles)
      .set({ profilePictureUrl: storage.publicUrl(photoKey) })
      .where(eq(profiles.id, leaving.id));
    const otherTab = await login(t.app, leaving.email, leaving.password);
    const totalsBefore = await totals(battle.id);
    expect(totalsBefore).toMatchObject({ [leaving.id]: 1, [fighter.id]: 2 });
    const votesBefore = await t.db.select().from(fanVotes).where(eq(fanVotes.battleEventId, battle.id));

    const wrong = await deleteAccount(leaving.cookie, 'nao-e-essa');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('ACCOUNT_DELETE_WRONG_PASSWORD');
    expect((await t.db.select().from(profiles).where(eq(profiles.id, leaving.id)))[0]?.username).toBe(
      leaving.username,
    );

    const done = await deleteAccount(leaving.cookie, leaving.password);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true, message: 'Sua conta foi excluída.' });

    // Personal data gone.
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, leaving.id));
    expect(profile).toMatchObject({ pixKey: '', instagramHandle: null, profilePictureUrl: null });
    expect(profile?.username).toMatch(/^conta_excluida_[0-9a-f]{8}$/);
    const [row] = await t.db.select().from(user).where(eq(user.id, leaving.id));
    expect(row?.email).toBe(`${leaving.id}@deleted.invalid`);
    expect(row?.name).toBe(profile?.username);
    expect(await t.db.select().from(account).where(eq(account.userId, leaving.id))).toEqual([]);
    expect(await t.db.select().from(session).where(eq(session.userId, leaving.id))).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, leaving.id))).toEqual([]);
    expect(await storage.get(photoKey)).toBeNull();
    const dump = JSON.stringify(await t.db.select().from(walletLedger));
    expect(dump).not.toContain(leaving.username);
    // Every tab signed out; the old login is refused; the public profile is gone.
    for (const cookie of [leaving.cookie, otherTab]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(me.json().user).toBeNull();
    }
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: leaving.email, password: leaving.password },
    });
    expect(again.statusCode).toBe(401);
    const publicProfile = await t.app.inject({ method: 'GET', url: `/api/profiles/${leaving.username}` });
    expect(publicProfile.statusCode).toBe(404);

    // A deleted fighter is disqualified from the open battle: out of the ranking, the votes for
    // them voided (still there) and the fan's coin refunded; every other vote, total and ledger stays true.
    expect(await totals(battle.id)).toEqual({ [fighter.id]: totalsBefore[fighter.id] });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` })).json().battle;
    expect(detail.participants.map((p: { userId: string }) => p.userId)).toEqual([fighter.id]);
    const votesAfter = await t.db.select().from(fanVotes).where(eq(fanVotes.battleEventId, battle.id));
    expect(votesAfter.map(({ voidedAt, voidedBy, voidReason, ...v }) => v)).toEqual(
      votesBefore.map(({ voidedAt, voidedBy, voidReason, ...v }) => v),
    );
    expect(votesAfter.filter((v) => v.voidedAt !== null).map((v) => v.participantUserId)).toEqual([
      leaving.id,
    ]);
    const fanWallet = await t.app.inject({
      method: 'GET',
      url: '/api/wallet',
      headers: { cookie: fan.cookie },
    });
    expect(fanWallet.json().transactions[0]).toMatchObject({ type: 'vote_refund', amount: 1 });
    expect(await walletsOffLedger()).toEqual(offBefore);
  });

  it('refuses without a session, and for the master admin', async () => {
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      payload: { password: 'x' },
    });
    expect(guest.statusCode).toBe(401);
    const master = await signedInUser(t, {
      email: TEST_MASTER_EMAIL,
      role: 'admin',
      dailyClaimedDay: today(),
    });
    const refused = await deleteAccount(master.cookie, master.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ACCOUNT_DELETE_MASTER');
  });

  it('counts wrong passwords like failed logins', async () => {
    const u = await signedInUser(t, { dailyClaimedDay: today() });
    const codes: string[] = [];
    for (let i = 0; i < 9; i++) codes.push((await deleteAccount(u.cookie, 'chute')).json().error.code);
    expect(codes.slice(0, 8).every((c) => c === 'ACCOUNT_DELETE_WRONG_PASSWORD')).toBe(true);
    expect(codes[8]).toBe('ACCOUNT_DELETE_RATE_LIMITED');
    // Even the right password waits now.
    expect((await deleteAccount(u.cookie, u.password)).statusCode).toBe(429);
  });
});
