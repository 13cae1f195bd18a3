import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import { session } from '#server/db/auth-schema.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { bans, fanVotes, participantVoteShards, walletLedger, wallets } from '#server/db/schema.ts';
import { readVoteTotals, voteTotalKey } from '#server/db/vote-totals.ts';
import {
  createTestApp,
  type SignedInUser,
  signedInUser,
  type TestApp,
  withTestApp,
} from '#server/test-support/test-app.ts';

/** Frozen when a test needs exact waits; otherwise the real clock. */
let frozen: Date | null = null;
let t: TestApp;
withTestApp({ clock: () => frozen ?? new Date() }, (app) => {
  t = app;
});

const HOUR = 3600_000;
const today = () => saoPauloDayKey(new Date());
const vote = (battleId: string, participantUserId: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/battles/${battleId}/votes`,
    headers: cookie ? { cookie } : {},
    payload: { participantUserId },
  });

async function battleWith(count: number, overrides: Parameters<typeof createBattle>[1] = {}) {
  const battle = await createBattle(t.db, { maxParticipants: count + 5, ...overrides });
  const fighters = [];
  for (let i = 0; i < count; i++) {
    const f = await createUser(t.db);
    await addParticipant(t.db, battle.id, f);
    fighters.push(f);
  }
  return { battle, fighters };
}

const balanceOf = async (userId: string) =>
  (await t.db.select().from(wallets).where(eq(wallets.userId, userId)))[0]?.balance;

describe('authenticated vote', () => {
  let fan: SignedInUser;
  beforeAll(async () => {
    fan = await signedInUser(t, { balance: 10, dailyClaimedDay: today() });
  });

  const expectRefusal = async (res: Awaited<ReturnType<typeof vote>>, status: number, message: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
  };

  it('debits 1 YodCoin, counts the vote and writes the ledger row, all at once', async () => {
    const { battle, fighters } = await battleWith(2);
    const res = await vote(battle.id, fighters[0]!.id, fan.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ balance: 9, participantUserId: fighters[0]!.id, votesCount: 1 });
    const ledger = await t.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, fan.id), eq(walletLedger.battleEventId, battle.id)));
    expect(ledger).toEqual([
      expect.objectContaining({
        type: 'vote_expense',
        amount: -1,
        participantUserId: fighters[0]!.id,
        description: `Voto em ${fighters[0]!.username}`,
      }),
    ]);
  });

  it('refuses every rule with the catalogue text and changes nothing', async () => {
    const { battle, fighters } = await battleWith(2);
    const target = fighters[0]!.id;
    await expectRefusal(await vote(battle.id, target), 401, 'Usuário não autenticado.');

    const banned = await signedInUser(t, { balance: 5, dailyClaimedDay: today() });
    await t.db.insert(bans).values({ userId: banned.id, reason: 'spam', expiresAt: null });
    await expectRefusal(
      await vote(battle.id, target, banned.cookie),
      403,
      'Você está banido e não pode votar.',
    );

    const noProfile = await signedInUser(t, { withProfile: false });
    await expectRefusal(
      await vote(battle.id, target, noProfile.cookie),
      401,
      'Você precisa estar logado e ter um perfil para votar.',
    );

    const self = await signedInUser(t, { balance: 5, dailyClaimedDay: today() });
    await addParticipant(t.db, battle.id, self);
    const selfVote = await vote(battle.id, self.id, self.cookie);
    await expectRefusal(selfVote, 422, 'Você não pode votar em si mesmo.');

    const closed = 'Esta batalha não está aberta para votação.';
    for (const overrides of [
      { status: 'scheduled' as const, startTime: new Date(Date.now() + HOUR) },
      { status: 'finished' as const },
      { status: 'active' as const, endTime: new Date(Date.now() - 1000) },
    ]) {
      const other = await battleWith(1, overrides);
      await expectRefusal(await vote(other.battle.id, other.fighters[0]!.id, fan.cookie), 409, closed);
    }

    const outsider = await createUser(t.db);
    await expectRefusal(
      await vote(battle.id, outsider.id, fan.cookie),
      422,
      'Você não pode votar neste participante no momento.',
    );
    const missing = await vote('battle_inexistente', target, fan.cookie);
    expect(missing.statusCode).toBe(404);

    const broke = await signedInUser(t, { balance: 0, dailyClaimedDay: today() });
    await expectRefusal(
      await vote(battle.id, target, broke.cookie),
      409,
      'YodCoins insuficientes. Você recebe 3 YodCoins gratuitas por dia!',
    );

    const totals = await readVoteTotals(t.db, [{ battleId: battle.id, participantUserId: target }]);
    expect(totals.get(voteTotalKey({ battleId: battle.id, participantUserId: target }))).toBe(0);
    expect(await balanceOf(banned.id)).toBe(5);
    expect(await balanceOf(self.id)).toBe(5);
  });

  it('finds the battle by slug and takes every open state the page shows', async () => {
    const bySlug = await battleWith(1);
    const started = await battleWith(1, { status: 'scheduled', startTime: new Date(Date.now() - HOUR) });
    // Stored as waiting but full: the page shows it as active.
    const full = await battleWith(2, { status: 'waiting', maxParticipants: 2 });
    for (const [identifier, fighter] of [
      [bySlug.battle.slug ?? '', bySlug.fighters[0]!.id],
      [started.battle.id, started.fighters[0]!.id],
      [full.battle.id, full.fighters[0]!.id],
    ] as const) {
      const voter = await signedInUser(t, { balance: 2, dailyClaimedDay: today() });
      const res = await vote(identifier, fighter, voter.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ balance: 1, participantUserId: fighter, votesCount: 1 });
    }
  });

  it('grants the daily coins before the vote, and votes through a session due for its extension', async () => {
    const { battle, fighters } = await battleWith(2);
    // No daily grant yet today and no coins: the vote resolves the viewer first, which grants 3.
    const due = await signedInUser(t, { balance: 0, dailyClaimedDay: null });
    const first = await vote(battle.id, fighters[0]!.id, due.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().balance).toBe(2);

    const extending = await signedInUser(t, { balance: 4, dailyClaimedDay: today() });
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + HOUR) })
      .where(eq(session.userId, extending.id));
    const second = await vote(battle.id, fighters[1]!.id, extending.cookie);
    expect(second.statusCode).toBe(200);
    expect(second.json().balance).toBe(3);
    const [extended] = await t.db.select().from(session).where(eq(session.userId, extending.id));
    expect(extended!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 24 * HOUR);
  });

  it('refuses a second vote for the same participant and one within 5 s of the last', async () => {
    const { battle, fighters } = await battleWith(3);
    const voter = await signedInUser(t, { balance: 10, dailyClaimedDay: today() });
    frozen = new Date();
    try {
      expect((await vote(battle.id, fighters[0]!.id, voter.cookie)).statusCode).toBe(200);
      frozen = new Date(frozen.getTime() + 6000);
      const again = await vote(battle.id, fighters[0]!.id, voter.cookie);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatchObject({
        title: 'Voto já registrado',
        message: 'Você já votou neste participante nesta batalha.',
      });
      expect((await vote(battle.id, fighters[1]!.id, voter.cookie)).statusCode).toBe(200);
      const soon = await vote(battle.id, fighters[2]!.id, voter.cookie);
      expect(soon.statusCode).toBe(429);
      expect(soon.json().error.message).toBe('Aguarde 5 segundos para votar novamente.');
      frozen = new Date(frozen.getTime() + 2500);
      const later = await vote(battle.id, fighters[2]!.id, voter.cookie);
      expect(later.json().error.message).toBe('Aguarde 3 segundos para votar novamente.');
      frozen = new Date(frozen.getTime() + 2500);
      expect((await vote(battle.id, fighters[2]!.id, voter.cookie)).json().balance).toBe(7);
    } finally {
      frozen = null;
    }
  });
});

describe('concurrent votes', () => {
  it('50 concurrent votes from a user with balance 3: exactly 3 succeed, balance 0, 3 ledger rows', async () => {
    const fast = await createTestApp({ voteGapMs: 0 });
    try {
      const battle = await createBattle(fast.db, { maxParticipants: 60 });
      const fighters = await Promise.all(Array.from({ length: 50 }, () => createUser(fast.db)));
      for (const f of fighters) await addParticipant(fast.db, battle.id, f);
      const voter = await signedInUser(fast, { balance: 3, dailyClaimedDay: today() });
      const results = await Promise.all(
        fighters.map((f) =>
          fast.app.inject({
            method: 'POST',
            url: `/api/battles/${battle.id}/votes`,
            headers: { cookie: voter.cookie },
            payload: { participantUserId: f.id },
          }),
        ),
      );
      const ok = results.filter((r) => r.statusCode === 200);
      const refused = results.filter((r) => r.statusCode !== 200);
      expect(ok).toHaveLength(3);
      expect(
        refused.every((r) => r.statusCode === 409 && r.json().error.title === 'YodCoins insuficientes'),
      ).toBe(true);
      const [wallet] = await fast.db.select().from(wallets).where(eq(wallets.userId, voter.id));
      expect(wallet?.balance).toBe(0);
      const [ledger] = await fast.db
        .select({ n: count() })
        .from(walletLedger)
        .where(and(eq(walletLedger.userId, voter.id), eq(walletLedger.type, 'vote_expense')));
      expect(ledger?.n).toBe(3);
      const [votes] = await fast.db
        .select({ n: count() })
        .from(fanVotes)
        .where(eq(fanVotes.voterUserId, voter.id));
      expect(votes?.n).toBe(3);
    } finally {
      await fast.close();
    }
  });

  // The 30 sign-ins (a password hash each) take most of its time, more on a busy machine.
  it('30 fans voting at once for one fighter are each counted once, on top of the row count', async () => {
    const fast = await createTestApp({ voteGapMs: 0 });
    try {
      const battle = await createBattle(fast.db);
      const fighter = await createUser(fast.db);
      // 5 votes already on the participant's row (guest and admin votes are counted there).
      await addParticipant(fast.db, battle.id, fighter, { votesCount: 5 });
      const voters = await Promise.all(
        Array.from({ length: 30 }, () => signedInUser(fast, { balance: 1, dailyClaimedDay: today() })),
      );
      const results = await Promise.all(
        voters.map((v) =>
          fast.app.inject({
            method: 'POST',
            url: `/api/battles/${battle.id}/votes`,
            headers: { cookie: v.cookie },
            payload: { participantUserId: fighter.id },
          }),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(voters.map(() => 200));
      // Each answer carries the total its vote saw: at least the row count plus itself, at most all.
      for (const r of results) expect(r.json().votesCount).toBeGreaterThanOrEqual(6);
      for (const r of results) expect(r.json().votesCount).toBeLessThanOrEqual(35);
      const page = await fast.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` });
      const shown = page.json().battle.participants.find((p: { userId: string }) => p.userId === fighter.id);
      expect(shown.votesCount).toBe(35);
      const shards = await fast.db
        .select()
        .from(participantVoteShards)
        .where(eq(participantVoteShards.participantUserId, fighter.id));
      expect(shards.reduce((n, s) => n + s.votes, 0)).toBe(30);
    } finally {
      await fast.close();
    }
  }, 90_000);

  it('a double-clicked vote counts once', async () => {
    const fast = await createTestApp({ voteGapMs: 0 });
    try {
      const battle = await createBattle(fast.db);
      const fighter = await createUser(fast.db);
      await addParticipant(fast.db, battle.id, fighter);
      const voter = await signedInUser(fast, { balance: 5, dailyClaimedDay: today() });
      const send = () =>
        fast.app.inject({
          method: 'POST',
          url: `/api/battles/${battle.id}/votes`,
          headers: { cookie: voter.cookie },
          payload: { participantUserId: fighter.id },
        });
      const results = await Promise.all([send(), send(), send()]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const [wallet] = await fast.db.select().from(wallets).where(eq(wallets.userId, voter.id));
      expect(wallet?.balance).toBe(4);
    } finally {
      await fast.close();
    }
  });
});
