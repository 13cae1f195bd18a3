import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { VoteLogResponse } from '#domain/schemas/vote-review.ts';
import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import { as, type Cast } from '#server/admin/test-helpers.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { queryRows } from '#server/db/query.ts';
import { walletLedger, wallets } from '#server/db/schema.ts';
import { type SignedInUser, signedInUser, type TestApp } from '#server/test-support/test-app.ts';

export const MIN = 60_000;
export const HOUR = 60 * MIN;

/**
 * The vote review test files' fixtures and requests, on the app and cast the getters return:
 * getters, because each file makes its app in its own `beforeAll`, after this is called.
 */
export function voteReviewHelpers(app: () => TestApp, staff: () => Cast) {
  /** A signed-in fan whose coins came in through the ledger, so wallet = ledger holds from the start. */
  async function fundedFan(coins: number, overrides: { createdAt?: Date; signupNetwork?: string } = {}) {
    const t = app();
    const fan = await signedInUser(t, {
      balance: 0,
      dailyClaimedDay: saoPauloDayKey(new Date()),
      ...overrides,
    });
    await t.db.insert(walletLedger).values({ userId: fan.id, type: 'admin_add', amount: coins });
    await t.db.update(wallets).set({ balance: coins }).where(eq(wallets.userId, fan.id));
    return fan;
  }

  async function openBattle() {
    const t = app();
    const battle = await createBattle(t.db, {
      status: 'active',
      startTime: new Date(Date.now() - HOUR),
      endTime: new Date(Date.now() + HOUR),
    });
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    await addParticipant(t.db, battle.id, a);
    await addParticipant(t.db, battle.id, b);
    return { battle, fighters: [a, b] as const };
  }

  async function vote(fan: SignedInUser, battleId: string, participantUserId: string) {
    return app().app.inject({
      method: 'POST',
      url: `/api/battles/${battleId}/votes`,
      headers: { cookie: fan.cookie },
      payload: { participantUserId },
    });
  }

  async function log(
    battleId: string,
    query = '',
    who: SignedInUser = staff().admin,
  ): Promise<VoteLogResponse> {
    const res = await app().app.inject({
      method: 'GET',
      url: `/api/admin/battles/${battleId}/votes${query}`,
      headers: as(who),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function totalOf(battleId: string, userId: string): Promise<number | undefined> {
    const res = await app().app.inject({ method: 'GET', url: `/api/battles/${battleId}` });
    const p = (res.json().battle.participants as { userId: string; votesCount: number }[]).find(
      (x) => x.userId === userId,
    );
    return p?.votesCount;
  }

  async function walletsMatchLedger(): Promise<string[]> {
    const rows = await queryRows<{ user_id: string }>(
      app().db,
      sql`SELECT u.user_id FROM user_credits u LEFT JOIN credit_transactions c ON c.user_id = u.user_id
           GROUP BY u.user_id, u.balance HAVING u.balance <> coalesce(sum(c.amount), 0)`,
    );
    return rows.map((r) => r.user_id);
  }

  const voidVotes = (battleId: string, payload: unknown, who: SignedInUser = staff().admin) =>
    app().app.inject({
      method: 'POST',
      url: `/api/admin/battles/${battleId}/votes/void`,
      headers: as(who),
      payload: payload as Record<string, unknown>,
    });

  return { fundedFan, openBattle, vote, log, totalOf, walletsMatchLedger, voidVotes };
}
