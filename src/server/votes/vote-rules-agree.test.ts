import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BattleStatus, deriveDisplayStatus, isOpenForVotes } from '#domain/battles/battle-status.ts';
import { APP_TIME_ZONE, saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import { brokenVoteRule, type VoteRule, voteRules } from '#domain/votes/vote-eligibility.ts';
import { MIN_VOTE_GAP_MS } from '#domain/votes/vote-limits.ts';
import { session } from '#server/db/auth-schema.ts';
import type { Database } from '#server/db/client.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { queryRows } from '#server/db/query.ts';
import { battleParticipants, fanVotes, wallets } from '#server/db/schema.ts';
import { readVoteTotals, voteTotalKey } from '#server/db/vote-totals.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import {
  type BatchVoteResult,
  type CastVote,
  type CastVoteResult,
  castVoteStatement,
  castVotesStatement,
} from './repository.ts';

/**
 * The vote's rule exists three times by design: src/domain/votes/vote-eligibility.ts (the order and the
 * words), cast_votes() (src/server/db/functions/cast-votes.sql, the API's batches: the hot path and
 * the truth under races) and cast_vote() (cast-vote.sql, a vote cast alone). Every case runs through
 * each function, alone and in one batch with all the others, and they must give the same answer.
 */
interface VoteCase {
  name: string;
  voter?: {
    ban?: 'active' | 'expired' | 'permanent';
    profile?: boolean;
    balance?: number;
    /** Milliseconds since the voter's last vote; absent: never voted. */
    lastVoteAgo?: number;
  };
  battle?: { status?: BattleStatus; startIn?: number; endIn?: number };
  /**
   * Who the vote is for: a fighter of the battle, the voter (also a fighter), a user outside it, or
   * a fighter disqualified (banned or deleted while the battle was open).
   */
  target?: 'fighter' | 'self' | 'outsider' | 'disqualified';
  alreadyVoted?: boolean;
}

const HOUR = 3_600_000;

const cases: VoteCase[] = [
  { name: 'a valid vote' },
  { name: 'banned', voter: { ban: 'active' } },
  { name: 'banned for good', voter: { ban: 'permanent' } },
  { name: 'a ban that expired', voter: { ban: 'expired' } },
  { name: 'no profile', voter: { profile: false } },
  { name: 'no balance', voter: { balance: 0 } },
  { name: 'the last coin', voter: { balance: 1 } },
  { name: 'within the gap', voter: { lastVoteAgo: 2_000 } },
  { name: 'just inside the gap', voter: { lastVoteAgo: MIN_VOTE_GAP_MS - 1 } },
  { name: 'exactly the gap after the last vote', voter: { lastVoteAgo: MIN_VOTE_GAP_MS } },
  { name: 'self-vote', target: 'self' },
  { name: 'duplicate', alreadyVoted: true },
  { name: 'not a participant', target: 'outsider' },
  { name: 'a disqualified fighter', target: 'disqualified' },
  { name: 'a disqualified fighter, already voted for', target: 'disqualified', alreadyVoted: true },
  {
    name: 'a disqualified fighter in a closed battle',
    target: 'disqualified',
    battle: { status: 'finished', endIn: -HOUR },
  },
  { name: 'banned, for a disqualified fighter', target: 'disqualified', voter: { ban: 'active' } },
  { name: 'not open: scheduled, starts later', battle: { status: 'scheduled', startIn: HOUR } },
  { name: 'scheduled and past its start (open)', battle: { status: 'scheduled', startIn: -HOUR } },
  { name: 'ended: running past its end time', battle: { status: 'active', endIn: -1_000 } },
  { name: 'ended: finished', battle: { status: 'finished', endIn: -HOUR } },
  { name: 'ready (open)', battle: { status: 'ready' } },
  // Which rule wins when several are broken.
  { name: 'banned without balance', voter: { ban: 'active', balance: 0 } },
  { name: 'no profile, self-vote', voter: { profile: false }, target: 'self' },
  { name: 'self-vote in a closed battle', target: 'self', battle: { status: 'finished', endIn: -HOUR } },
  { name: 'closed and not a participant', target: 'outsider', battle: { status: 'finished', endIn: -HOUR } },
  { name: 'duplicate within the gap', alreadyVoted: true, voter: { lastVoteAgo: 1_000 } },
  { name: 'within the gap without balance', voter: { lastVoteAgo: 1_000, balance: 0 } },
];

/** The answers seen, so the table is known to reach every rule. */
const answered = new Set<VoteRule | null>();

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function arrange(c: VoteCase, now: Date) {
  const db = database.db;
  const v = c.voter ?? {};
  const ban =
    v.ban === undefined
      ? undefined
      : {
          reason: 'teste',
          expiresAt:
            v.ban === 'permanent' ? null : new Date(now.getTime() + (v.ban === 'active' ? HOUR : -HOUR)),
        };
  const voter = await createUser(db, {
    balance: v.balance ?? 3,
    dailyClaimedDay: saoPauloDayKey(now),
    withProfile: v.profile !== false,
    ...(ban ? { ban } : {}),
  });
  const lastVoteAt = v.lastVoteAgo === undefined ? null : new Date(now.getTime() - v.lastVoteAgo);
  if (lastVoteAt) await db.update(wallets).set({ lastVoteAt }).where(eq(wallets.userId, voter.id));

  const b = c.battle ?? {};
  const battle = await createBattle(db, {
    status: b.status ?? 'waiting',
    startTime: new Date(now.getTime() + (b.startIn ?? -HOUR)),
    endTime: new Date(now.getTime() + (b.endIn ?? HOUR)),
  });
  const fighter = await createUser(db);
  await addParticipant(db, battle.id, fighter);
  let target = fighter.id;
  if (c.target === 'self') {
    await addParticipant(db, battle.id, { id: voter.id, username: voter.username });
    target = voter.id;
  } else if (c.target === 'outsider') {
    target = (await createUser(db)).id;
  } else if (c.target === 'disqualified') {
    await db
      .update(battleParticipants)
      .set({ disqualifiedAt: now, disqualifiedReason: 'teste' })
      .where(and(eq(battleParticipants.battleEventId, battle.id), eq(battleParticipants.userId, fighter.id)));
  }
  if (c.alreadyVoted) {
    await db.insert(fanVotes).values({
      battleEventId: battle.id,
      participantUserId: target,
      voterUserId: voter.id,
      createdAt: new Date(now.getTime() - HOUR),
    });
  }
  const [row] = await queryRows<{ participants_count: number }>(
    db,
    sql`SELECT participants_count FROM battle_events WHERE id = ${battle.id}`,
  );
  const participantsCount = Number(row?.participants_count ?? 0);
  const open = isOpenForVotes(
    deriveDisplayStatus({ ...battle, participantsCount }, now),
    battle.endTime,
    now,
  );
  const expected = brokenVoteRule({
    isBanned: v.ban === 'active' || v.ban === 'permanent',
    hasProfile: v.profile !== false,
    balance: v.profile === false ? 0 : (v.balance ?? 3),
    lastVoteAt,
    now,
    voterId: voter.id,
    participantUserId: target,
    battleOpen: open,
    participantInBattle: c.target !== 'outsider',
    participantDisqualified: c.target === 'disqualified',
    alreadyVoted: c.alreadyVoted === true,
    dailyAmount: 3,
  });
  return { voter, battle, target, expected };
}

/** The rule a statement's answer names (null: the vote passed), its total checked on the way. */
async function ruleOf(
  result: BatchVoteResult | CastVoteResult,
  key: { battleId: string; participantUserId: string },
): Promise<VoteRule | 'VOTE_DEBIT_FAILED' | null> {
  if (result.outcome === 'refused') return result.refusal;
  if (result.outcome !== 'ok') throw new Error(`the vote statement answered ${result.outcome}`);
  // The total the statement answers is the one every reader computes (db/vote-totals.ts).
  const totals = await readVoteTotals(database.db, [key]);
  expect(result.votesCount).toBe(totals.get(voteTotalKey(key)));
  return null;
}

const voteOf = (a: Awaited<ReturnType<typeof arrange>>, now: Date): CastVote => ({
  sessionToken: null,
  voterId: a.voter.id,
  battle: a.battle.id,
  participantUserId: a.target,
  now,
  gapMs: MIN_VOTE_GAP_MS,
  sessionFreshAfter: now,
});

async function castInBatch(votes: CastVote[], now: Date): Promise<BatchVoteResult[]> {
  const answers = await castVotesStatement(database.db, votes, {
    now,
    gapMs: MIN_VOTE_GAP_MS,
    sessionFreshAfter: now,
  });
  return answers.map((a) => {
    if ('error' in a) throw a.error;
    return a.result;
  });
}

describe('the vote rule: TypeScript and cast_vote() agree', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const now = new Date();
    const arranged = await arrange(c, now);
    const result = await castVoteStatement(database.db, voteOf(arranged, now));
    const key = { battleId: arranged.battle.id, participantUserId: arranged.target };
    expect(await ruleOf(result, key)).toBe(arranged.expected);
    answered.add(arranged.expected);
  });

  it('covers every rule, and votes that pass', () => {
    expect([...answered].sort()).toEqual([...voteRules, null].sort());
  });
});

describe('a battle awaiting approval', () => {
  it('is no battle to either statement, by id or by slug: it exists for staff only', async () => {
    const now = new Date();
    const arranged = await arrange({ name: 'pending', battle: { status: 'pending' } }, now);
    for (const battle of [arranged.battle.id, arranged.battle.slug!]) {
      const vote = { ...voteOf(arranged, now), battle };
      expect((await castVoteStatement(database.db, vote)).outcome).toBe('not_found');
      expect((await castInBatch([vote], now)).map((r) => r.outcome)).toEqual(['not_found']);
    }
  });
});

describe('the vote rule: TypeScript and cast_votes() agree', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s, alone in its batch', async (_name, c) => {
    const now = new Date();
    const arranged = await arrange(c, now);
    const [result] = await castInBatch([voteOf(arranged, now)], now);
    const key = { battleId: arranged.battle.id, participantUserId: arranged.target };
    expect(await ruleOf(result!, key)).toBe(arranged.expected);
  });

  it('answers every case in one batch as it answers it alone, each by its own ordinal', async () => {
    const now = new Date();
    const arranged = [];
    for (const c of cases) arranged.push(await arrange(c, now));
    const results = await castInBatch(
      arranged.map((a) => voteOf(a, now)),
      now,
    );
    expect(results).toHaveLength(cases.length);
    for (const [i, a] of arranged.entries()) {
      const key = { battleId: a.battle.id, participantUserId: a.target };
      expect([cases[i]!.name, await ruleOf(results[i]!, key)]).toEqual([cases[i]!.name, a.expected]);
    }
  });

  it('in one batch: sessions it takes or leaves to the API, a voter twice, unknown battles, votes on one fighter', async () => {
    const now = new Date();
    const today = saoPauloDayKey(now);
    const battle = await createBattle(database.db, {
      status: 'waiting',
      startTime: new Date(now.getTime() - HOUR),
      endTime: new Date(now.getTime() + HOUR),
    });
    const fighter = await createUser(database.db);
    await addParticipant(database.db, battle.id, fighter);
    const fans = [];
    for (let i = 0; i < 4; i++)
      fans.push(await createUser(database.db, { balance: 2, dailyClaimedDay: today }));
    const due = await createUser(database.db, { balance: 2, dailyClaimedDay: null });
    const sessionOf = async (userId: string) => {
      const token = `tok_${userId}`;
      await database.db.insert(session).values({
        id: `s_${userId}`,
        token,
        userId,
        expiresAt: new Date(now.getTime() + 30 * 24 * HOUR),
      });
      return token;
    };
    const base = { battle: battle.id, participantUserId: fighter.id, now, gapMs: 0, sessionFreshAfter: now };
    const byId = (id: string) => ({ ...base, sessionToken: null, voterId: id });
    const byToken = (token: string) => ({ ...base, sessionToken: token, voterId: null });
    const results = await castInBatch(
      [
        byToken(await sessionOf(fans[0]!.id)),
        byToken('no such token'),
        byToken(await sessionOf(due.id)),
        byId(fans[1]!.id),
        // fans[0] again, by id: the batch leaves it to be cast alone.
        byId(fans[0]!.id),
        { ...byId(fans[2]!.id), battle: 'no-such-battle' },
        { ...byId(fans[3]!.id), battle: battle.slug ?? '' },
      ],
      now,
    );
    expect(results.map((r) => r.outcome)).toEqual([
      'ok',
      'viewer',
      'viewer',
      'ok',
      'alone',
      'not_found',
      'ok',
    ]);
    // One fighter, three votes in one statement: each answer carries the total after all three.
    expect(results.filter((r) => r.outcome === 'ok').map((r) => r.votesCount)).toEqual([3, 3, 3]);
    const [wallet] = await database.db.select().from(wallets).where(eq(wallets.userId, fans[0]!.id));
    expect(wallet?.balance).toBe(1);
    const [ledger] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM credit_transactions WHERE battle_event_id = ${battle.id}`,
    );
    expect(Number(ledger?.n)).toBe(3);
  });
});

describe('the daily-grant day: the database and the clock module agree', () => {
  it('gives each instant the same São Paulo day, around midnights and in old summer time', async () => {
    const instants = [
      '2026-11-24T02:59:59.999Z',
      '2026-11-24T03:00:00Z',
      '2026-01-01T02:59:59Z',
      '2026-01-01T03:00:00Z',
      '2028-02-29T12:00:00Z',
      '2018-12-01T02:30:00Z',
      '2018-12-01T01:59:59Z',
      '2019-02-17T01:30:00Z',
      '2019-02-17T02:30:00Z',
      new Date().toISOString(),
    ];
    const rows = await queryRows<{ at: string; day: string }>(
      database.db,
      sql`SELECT at, ((at::timestamptz) AT TIME ZONE ${APP_TIME_ZONE})::date::text AS day
            FROM unnest(${`{${instants.join(',')}}`}::text[]) AS at`,
    );
    expect(rows.map((r) => [r.at, r.day])).toEqual(instants.map((at) => [at, saoPauloDayKey(at)]));
  });
});
