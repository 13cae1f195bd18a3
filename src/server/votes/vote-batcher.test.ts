import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '#server/db/client.ts';
import type { VoteRequest } from './repository.ts';
import { VoteBatcher } from './vote-batcher.ts';

/**
 * The batcher against a fake database: what it sends, and what each caller gets back when the
 * statement fails. The statements themselves are tested on real databases (vote-rules-agree,
 * vote-batches).
 */
const dialect = new PgDialect();

interface Sent {
  fn: 'cast_votes' | 'cast_vote';
  voters: string[];
}

/** The elements of an array literal as repository.ts textArray writes them (no quotes inside). */
const elements = (literal: unknown) =>
  String(literal)
    .slice(1, -1)
    .split(',')
    .map((e) => e.replace(/^"|"$/g, ''));

/** A database that answers every vote 'ok' (or as `answer` says), and records what it was sent. */
function fakeDb(answer: (voter: string) => string = () => 'ok') {
  const sent: Sent[] = [];
  let failNext: Error | null = null;
  const row = (ordinal: number, outcome: string) => ({
    ordinal,
    outcome,
    refusal: null,
    voter_id: null,
    new_balance: 1,
    last_vote_ms: null,
    new_votes_count: 1,
    daily_yodcoins: 3,
  });
  const db = {
    execute: async (query: SQL) => {
      const { sql, params } = dialect.sqlToQuery(query);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (failNext) {
        const error = failNext;
        failNext = null;
        throw error;
      }
      if (sql.includes('cast_votes(')) {
        const voters = elements(params[1]);
        sent.push({ fn: 'cast_votes', voters });
        return { rows: voters.map((v, i) => row(i + 1, answer(v))) };
      }
      sent.push({ fn: 'cast_vote', voters: [String(params[1])] });
      return { rows: [row(1, 'ok')] };
    },
  };
  return {
    db: db as unknown as DbOrTx,
    sent,
    failNextWith: (error: Error) => {
      failNext = error;
    },
  };
}

const vote = (voterId: string): VoteRequest => ({
  sessionToken: null,
  voterId,
  battle: 'b1',
  participantUserId: 'p1',
});

function batcher(db: DbOrTx, overrides: { maxVotes?: number; clock?: () => Date } = {}) {
  return new VoteBatcher({
    db,
    clock: overrides.clock ?? (() => new Date('2026-11-27T12:00:00Z')),
    gapMs: 5_000,
    maxVotes: overrides.maxVotes ?? 250,
    maxStatements: 4,
    freshAfter: () => new Date('2026-12-20T12:00:00Z'),
  });
}

describe('the vote batcher', () => {
  it('sends the votes of one turn in one statement and gives each caller its own answer', async () => {
    const fake = fakeDb((voter) => (voter === 'v2' ? 'not_found' : 'ok'));
    const b = batcher(fake.db);
    const answers = await Promise.all(['v1', 'v2', 'v3'].map((v) => b.cast(vote(v))));
    expect(fake.sent).toEqual([{ fn: 'cast_votes', voters: ['v1', 'v2', 'v3'] }]);
    expect(answers.map((a) => a.result.outcome)).toEqual(['ok', 'not_found', 'ok']);
    expect(answers[0]!.now.toISOString()).toBe('2026-11-27T12:00:00.000Z');
  });

  it('keeps a voter already in a batch for the next one, and splits at the maximum', async () => {
    const fake = fakeDb();
    const b = batcher(fake.db, { maxVotes: 2 });
    await Promise.all(['v1', 'v1', 'v2', 'v3', 'v1'].map((v) => b.cast(vote(v))));
    // A batch of one goes through cast_vote().
    expect(fake.sent).toEqual([
      { fn: 'cast_votes', voters: ['v1', 'v2'] },
      { fn: 'cast_vote', voters: ['v3'] },
      { fn: 'cast_vote', voters: ['v1'] },
      { fn: 'cast_vote', voters: ['v1'] },
    ]);
  });

  it('casts alone what the batch left alone', async () => {
    const fake = fakeDb((voter) => (voter === 'v2' ? 'alone' : 'ok'));
    const b = batcher(fake.db);
    const answers = await Promise.all(['v1', 'v2'].map((v) => b.cast(vote(v))));
    expect(fake.sent).toEqual([
      { fn: 'cast_votes', voters: ['v1', 'v2'] },
      { fn: 'cast_vote', voters: ['v2'] },
    ]);
    expect(answers.map((a) => a.result.outcome)).toEqual(['ok', 'ok']);
  });

  it('rejects every vote of a failing statement with its error, and goes on with the next votes', async () => {
    const fake = fakeDb();
    const b = batcher(fake.db);
    const lost = new Error('Connection terminated unexpectedly');
    fake.failNextWith(lost);
    const failed = await Promise.allSettled(['v1', 'v2', 'v3'].map((v) => b.cast(vote(v))));
    expect(failed).toEqual([0, 1, 2].map(() => ({ status: 'rejected', reason: lost })));
    const again = await Promise.all(['v1', 'v2'].map((v) => b.cast(vote(v))));
    expect(again.map((a) => a.result.outcome)).toEqual(['ok', 'ok']);
    // A vote sent alone (cast_vote()) fails the same way.
    fake.failNextWith(lost);
    await expect(b.cast(vote('v1'))).rejects.toBe(lost);
    expect((await b.cast(vote('v1'))).result.outcome).toBe('ok');
  });

  it('rejects every vote when the statement cannot even be built', async () => {
    const fake = fakeDb();
    let broken = true;
    const b = batcher(fake.db, {
      clock: () => {
        if (broken) throw new Error('clock unavailable');
        return new Date();
      },
    });
    const failed = await Promise.allSettled(['v1', 'v2'].map((v) => b.cast(vote(v))));
    expect(failed.map((f) => f.status)).toEqual(['rejected', 'rejected']);
    expect(fake.sent).toEqual([]);
    broken = false;
    expect((await b.cast(vote('v1'))).result.outcome).toBe('ok');
    expect(fake.sent).toEqual([{ fn: 'cast_vote', voters: ['v1'] }]);
  });
});
