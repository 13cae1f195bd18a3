import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import { session } from '#server/db/auth-schema.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { type CreatedUser, createUser } from '#server/db/factories/users.ts';
import { queryRows } from '#server/db/query.ts';
import { readVoteTotals, voteTotalKey } from '#server/db/vote-totals.ts';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';

/**
 * Votes sent at once go to the database together (votes/vote-batcher.ts, cast_votes()): each fan
 * still gets their own answer, and the money and the counts add up exactly as one vote at a time.
 */
let t: TestApp;
withTestApp({ voteGapMs: 0 }, (app) => {
  t = app;
});

const today = () => saoPauloDayKey(new Date());
const vote = (battleId: string, participantUserId: string, fan: { cookie: string }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/battles/${battleId}/votes`,
    headers: { cookie: fan.cookie },
    payload: { participantUserId },
  });

async function battleWith(fighters: number) {
  const battle = await createBattle(t.db, { maxParticipants: fighters + 5 });
  const users = [];
  for (let i = 0; i < fighters; i++) {
    const u = await createUser(t.db);
    await addParticipant(t.db, battle.id, u);
    users.push(u);
  }
  return { battle, fighters: users };
}

type Fan = CreatedUser & { cookie: string };

/**
 * A fan with a session cookie signed as better-auth signs it: more fans than the login throttle
 * lets one network sign in, and the session the vote's statement resolves itself.
 */
async function fan(balance: number): Promise<Fan> {
  const user = await createUser(t.db, { balance, dailyClaimedDay: today() });
  const token = randomBytes(16).toString('hex');
  await t.db.insert(session).values({
    id: `s_${token}`,
    token,
    userId: user.id,
    expiresAt: new Date(Date.now() + 29 * 24 * 3_600_000),
  });
  const signature = createHmac('sha256', t.config.AUTH_SECRET).update(token).digest('base64');
  return { ...user, cookie: `yod.session_token=${encodeURIComponent(`${token}.${signature}`)}` };
}

const fans = (n: number, balance = 2) => Promise.all(Array.from({ length: n }, () => fan(balance)));

/**
 * The books of these fans in these battles: coins taken from their wallets since they had
 * `balance`, their vote rows, their vote_expense ledger rows, the votes counted on the fighters,
 * and the wallets that differ from the sum of their ledger.
 */
async function books(voters: Fan[], battleIds: string[], balance: number) {
  const ids = sql`ANY(${`{${voters.map((v) => v.id).join(',')}}`}::text[])`;
  const battles = sql`ANY(${`{${battleIds.join(',')}}`}::text[])`;
  const [row] = await queryRows<Record<string, number>>(
    t.db,
    sql`SELECT
          (SELECT coalesce(sum(${balance} - c.balance), 0) FROM user_credits c WHERE c.user_id = ${ids})::int AS taken,
          (SELECT count(*) FROM battle_event_user_votes v WHERE v.voter_user_id = ${ids})::int AS kept,
          (SELECT count(*) FROM credit_transactions l
            WHERE l.user_id = ${ids} AND l.type = 'vote_expense')::int AS ledger,
          (SELECT coalesce(sum(vs.votes), 0) FROM participant_vote_shards vs
            WHERE vs.battle_event_id = ${battles})::int AS counted,
          (SELECT count(*) FROM user_credits c WHERE c.user_id = ${ids}
              AND c.balance <> (SELECT coalesce(sum(l.amount), 0) FROM credit_transactions l
                                 WHERE l.user_id = c.user_id))::int AS off,
          (SELECT count(DISTINCT v.created_at) FROM battle_event_user_votes v
            WHERE v.voter_user_id = ${ids})::int AS statements`,
  );
  return row!;
}

describe('votes cast together', () => {
  it('40 fans voting at once for one fighter: every vote kept, counted, paid and in the ledger', async () => {
    const { battle, fighters } = await battleWith(1);
    const voters = await fans(40, 2);
    // Their wallets as the ledger has them: the daily grant the factory gave them.
    await queryRows(
      t.db,
      sql`INSERT INTO credit_transactions (user_id, type, amount, description)
          SELECT unnest(${`{${voters.map((v) => v.id).join(',')}}`}::text[]), 'daily_grant', 2, 'teste'`,
    );
    const results = await Promise.all(voters.map((v) => vote(battle.id, fighters[0]!.id, v)));
    expect(results.map((r) => r.statusCode)).toEqual(voters.map(() => 200));
    expect(results.map((r) => r.json().balance)).toEqual(voters.map(() => 1));
    const key = { battleId: battle.id, participantUserId: fighters[0]!.id };
    expect((await readVoteTotals(t.db, [key])).get(voteTotalKey(key))).toBe(40);
    const b = await books(voters, [battle.id], 2);
    expect(b).toMatchObject({ taken: 40, kept: 40, ledger: 40, counted: 40, off: 0 });
    // They went in fewer statements than votes (votes of one statement share its instant).
    expect(b.statements).toBeLessThan(40);
  });

  it('refuses inside a batch only the votes that break a rule: no coins, a duplicate, a self-vote', async () => {
    const { battle, fighters } = await battleWith(2);
    const [a, b] = fighters;
    const voters = await fans(6, 2);
    const broke = await fan(0);
    const voted = await fan(2);
    expect((await vote(battle.id, a!.id, voted)).statusCode).toBe(200);
    const self = await fan(2);
    await addParticipant(t.db, battle.id, self);

    const results = await Promise.all([
      ...voters.map((v, i) => vote(battle.id, (i % 2 === 0 ? a : b)!.id, v)),
      vote(battle.id, a!.id, broke),
      vote(battle.id, a!.id, voted),
      vote(battle.id, self.id, self),
    ]);
    expect(results.slice(0, 6).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(results.slice(6).map((r) => [r.statusCode, r.json().error.code])).toEqual([
      [409, 'VOTE_INSUFFICIENT_COINS'],
      [409, 'VOTE_DUPLICATE'],
      [422, 'VOTE_SELF'],
    ]);
    const totals = await readVoteTotals(t.db, [
      { battleId: battle.id, participantUserId: a!.id },
      { battleId: battle.id, participantUserId: b!.id },
      { battleId: battle.id, participantUserId: self.id },
    ]);
    expect([...totals.values()].sort()).toEqual([0, 3, 4]);
    expect(await books([...voters, voted, self], [battle.id], 2)).toMatchObject({
      taken: 7,
      kept: 7,
      ledger: 7,
      counted: 7,
    });
    expect(await books([broke], [], 0)).toMatchObject({ taken: 0, kept: 0, ledger: 0 });
  });

  it('votes for several battles and fighters in one go, each counted where it was cast', async () => {
    const one = await battleWith(3);
    const two = await battleWith(2);
    const voters = await fans(25, 3);
    const targets = voters.map((_, i) =>
      i % 2 === 0
        ? { battle: one.battle, fighter: one.fighters[i % 3]! }
        : { battle: two.battle, fighter: two.fighters[i % 2]! },
    );
    const results = await Promise.all(
      voters.map((v, i) => vote(targets[i]!.battle.id, targets[i]!.fighter.id, v)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(voters.map(() => 200));
    const keys = [...one.fighters.map((f) => ({ battleId: one.battle.id, participantUserId: f.id }))].concat(
      two.fighters.map((f) => ({ battleId: two.battle.id, participantUserId: f.id })),
    );
    const totals = await readVoteTotals(t.db, keys);
    for (const k of keys) {
      const expected = targets.filter(
        (x) => x.battle.id === k.battleId && x.fighter.id === k.participantUserId,
      ).length;
      expect(totals.get(voteTotalKey(k))).toBe(expected);
    }
    expect(await books(voters, [one.battle.id, two.battle.id], 3)).toMatchObject({
      taken: 25,
      kept: 25,
      ledger: 25,
      counted: 25,
    });
  });
});

describe('a wallet another transaction holds', () => {
  // PGlite is one connection: nothing else can hold a row lock while a vote runs.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'does not hold up the batch: that vote is cast alone, once the wallet is free',
    async () => {
      const { battle, fighters } = await battleWith(1);
      const voters = await fans(5, 2);
      const held = voters[0]!;
      await t.database.withSession(async (s) => {
        await s.exec('BEGIN');
        await s.query('SELECT 1 FROM user_credits WHERE user_id = $1 FOR UPDATE', [held.id]);
        let heldDone = false;
        const heldVote = vote(battle.id, fighters[0]!.id, held).finally(() => {
          heldDone = true;
        });
        const others = await Promise.all(voters.slice(1).map((v) => vote(battle.id, fighters[0]!.id, v)));
        expect(others.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(heldDone).toBe(false);
        await s.exec('COMMIT');
        const r = await heldVote;
        expect([r.statusCode, r.json().balance]).toEqual([200, 1]);
      });
      const key = { battleId: battle.id, participantUserId: fighters[0]!.id };
      expect((await readVoteTotals(t.db, [key])).get(voteTotalKey(key))).toBe(5);
    },
  );
});
