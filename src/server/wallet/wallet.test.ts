import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { walletLedger, wallets } from '#server/db/schema.ts';
import { signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

const DAY = 24 * 3600_000;
let offsetMs = 0;
let t: TestApp;
withTestApp({ clock: () => new Date(Date.now() + offsetMs), voteGapMs: 0 }, (app) => {
  t = app;
});

const wallet = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/wallet', headers: cookie ? { cookie } : {} });

describe('wallet', () => {
  it('needs a signed-in user', async () => {
    const res = await wallet();
    expect(res.statusCode).toBe(401);
  });

  it('shows the balance, the daily amount and the ledger newest first with battle titles', async () => {
    const user = await signedInUser(t, { balance: 4, dailyClaimedDay: saoPauloDayKey(new Date()) });
    const battle = await createBattle(t.db, { title: 'Desafio da Carteira' });
    const fighter = await createUser(t.db);
    await addParticipant(t.db, battle.id, fighter);
    const voted = await t.app.inject({
      method: 'POST',
      url: `/api/battles/${battle.id}/votes`,
      headers: { cookie: user.cookie },
      payload: { participantUserId: fighter.id },
    });
    expect(voted.statusCode).toBe(200);
    await t.db.insert(walletLedger).values({
      userId: user.id,
      type: 'admin_add',
      amount: 2,
      description: 'Bônus',
      createdAt: new Date(Date.now() - DAY),
    });

    const res = await wallet(user.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.balance).toBe(3);
    expect(body.dailyYodcoins).toBe(3);
    expect(body.transactions).toEqual([
      expect.objectContaining({ type: 'vote_expense', amount: -1, battleTitle: 'Desafio da Carteira' }),
      expect.objectContaining({ type: 'admin_add', amount: 2, battleTitle: null, battleEventId: null }),
    ]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('grants the daily YodCoins once when two requests are the first of the day at the same time', async () => {
    offsetMs = 0;
    const user = await signedInUser(t, { balance: 0, dailyClaimedDay: null });
    // Signing in was today's first authenticated request: one grant.
    offsetMs = DAY;
    try {
      const results = await Promise.all([wallet(user.cookie), wallet(user.cookie), wallet(user.cookie)]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const grants = await t.db
        .select()
        .from(walletLedger)
        .where(and(eq(walletLedger.userId, user.id), eq(walletLedger.type, 'daily_grant')));
      expect(grants).toHaveLength(2);
      const [credits] = await t.db.select().from(wallets).where(eq(wallets.userId, user.id));
      expect(credits?.balance).toBe(6);
      expect(credits?.dailyClaimedDay).toBe(saoPauloDayKey(new Date(Date.now() + DAY)));
    } finally {
      offsetMs = 0;
    }
  });
});
