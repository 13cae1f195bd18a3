import { and, asc, count, eq, gt, isNull, not, sql } from 'drizzle-orm';
import { APP_TIME_ZONE } from '#domain/time/sao-paulo-time.ts';
import { isVoteRule, type VoteRule } from '#domain/votes/vote-eligibility.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';
import { battleParticipants, guestVotes } from '#server/db/schema.ts';
import { participantVotesTotal } from '#server/db/vote-totals.ts';

export async function findParticipant(db: DbOrTx, battleId: string, userId: string) {
  const [row] = await db
    .select({
      userId: battleParticipants.userId,
      username: battleParticipants.username,
      disqualifiedAt: battleParticipants.disqualifiedAt,
    })
    .from(battleParticipants)
    .where(and(eq(battleParticipants.battleEventId, battleId), eq(battleParticipants.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** One vote as the API hands it to the database. */
export interface VoteRequest {
  /** The signed session cookie's token (the one-statement path), or null with voterId. */
  sessionToken: string | null;
  /** The viewer the API resolved itself, or null with sessionToken. */
  voterId: string | null;
  /** Battle id or slug. */
  battle: string;
  participantUserId: string;
}

/** What the votes of one statement share. */
export interface VoteClock {
  now: Date;
  /** Minimum gap between one voter's votes; 0 disables it. */
  gapMs: number;
  /** Sessions expiring after this need no extension (auth/viewer.ts sessionFreshAfter). */
  sessionFreshAfter: Date;
}

export interface CastVote extends VoteRequest, VoteClock {}

/** A refused vote: the broken rule, and what domain/votes/vote-eligibility.ts voteRefusal words it with. */
export interface RefusedVote {
  outcome: 'refused';
  /** VOTE_DEBIT_FAILED: the debit lost a race that a fresh read no longer shows. */
  refusal: VoteRule | 'VOTE_DEBIT_FAILED';
  balance: number;
  lastVoteAt: Date | null;
  dailyYodcoins: number;
}

export type CastVoteResult =
  /** The session needs the API's full viewer resolution; nothing was read or written. */
  | { outcome: 'viewer' }
  | { outcome: 'not_found' }
  | RefusedVote
  | { outcome: 'ok'; balance: number; votesCount: number }
  /** This voter already voted for this participant (the unique index decided): all undone. */
  | { outcome: 'duplicate' }
  /** The participant left the battle meanwhile: all undone. */
  | { outcome: 'participant_gone' };

/**
 * A vote of a batch: cast_vote()'s answers, or `alone` when the batch left it to be cast by itself
 * (the voter's second vote in the batch, or a wallet another transaction holds).
 */
export type BatchVoteResult = CastVoteResult | { outcome: 'alone' };

interface CastVoteRow extends Record<string, unknown> {
  outcome: BatchVoteResult['outcome'];
  refusal: string | null;
  voter_id: string | null;
  new_balance: number | null;
  last_vote_ms: number | null;
  new_votes_count: number | null;
  daily_yodcoins: number | null;
}

const VOTE_ERRORS: Record<string, CastVoteResult> = {
  YV001: { outcome: 'duplicate' },
  YV002: { outcome: 'participant_gone' },
  // The count shard's foreign key: the participant (or the battle) was removed meanwhile.
  '23503': { outcome: 'participant_gone' },
};

function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  if (typeof e.code === 'string') return e.code;
  return typeof e.cause?.code === 'string' ? e.cause.code : undefined;
}

function fromRow(row: CastVoteRow | undefined): BatchVoteResult {
  switch (row?.outcome) {
    case 'viewer':
    case 'not_found':
    case 'duplicate':
    case 'participant_gone':
    case 'alone':
      return { outcome: row.outcome };
    case 'ok':
      return { outcome: 'ok', balance: row.new_balance ?? 0, votesCount: row.new_votes_count ?? 0 };
    case 'refused': {
      if (row.daily_yodcoins === null)
        throw new Error('platform_settings row missing: migrations did not run');
      const code = row.refusal ?? '';
      if (code !== 'VOTE_DEBIT_FAILED' && !isVoteRule(code)) {
        throw new Error(`the vote was refused with ${code}`);
      }
      return {
        outcome: 'refused',
        refusal: code,
        balance: row.new_balance ?? 0,
        lastVoteAt: row.last_vote_ms === null ? null : new Date(Number(row.last_vote_ms)),
        dailyYodcoins: row.daily_yodcoins,
      };
    }
    default:
      throw new Error(`the vote statement answered ${String(row?.outcome)}`);
  }
}

const gapCutoff = (c: VoteClock) => (c.gapMs > 0 ? new Date(c.now.getTime() - c.gapMs).toISOString() : null);

/**
 * The whole authenticated vote in one statement, cast_vote() (db/functions/cast-vote.sql): the
 * voter from the session token (or the given voter), every check, then the conditional debit
 * (balance and gap: the truth under races), the vote row (unique per battle + participant + voter),
 * the vote_expense ledger row and the participant's count. Run on the database, not in a
 * transaction, it is all or nothing by itself. The API casts this way a batch of one vote and what
 * a batch left to be cast alone (votes/vote-batcher.ts).
 */
export async function castVoteStatement(db: DbOrTx, v: CastVote): Promise<CastVoteResult> {
  try {
    const [row] = await queryRows<CastVoteRow>(
      db,
      sql`SELECT * FROM cast_vote(${v.sessionToken}, ${v.voterId}, ${v.battle}, ${v.participantUserId},
            ${v.now.toISOString()}::timestamptz, ${gapCutoff(v)}::timestamptz,
            ${v.sessionFreshAfter.toISOString()}::timestamptz, ${APP_TIME_ZONE})`,
    );
    const result = fromRow(row);
    if (result.outcome === 'alone') throw new Error('cast_vote() answered alone');
    return result;
  } catch (err) {
    const known = VOTE_ERRORS[sqlState(err) ?? ''];
    if (known) return known;
    throw err;
  }
}

/** A PostgreSQL array literal of text: every element quoted, so any token or slug goes through. */
function textArray(values: readonly (string | null)[]): string {
  const items = values.map((v) => (v === null ? 'NULL' : `"${v.replace(/[\\"]/g, '\\$&')}"`));
  return `{${items.join(',')}}`;
}

/** One vote's answer from a batch, or what went wrong with that vote alone. */
export type BatchAnswer = { result: BatchVoteResult } | { error: Error };

/**
 * Many votes in one statement, cast_votes() (db/functions/cast-votes.sql): cast_vote()'s rules
 * for each, one commit for all. Answers in the order of `votes`. The statement failing (a
 * connection lost) rejects; one vote's answer that cannot be read fails that vote alone.
 */
export async function castVotesStatement(
  db: DbOrTx,
  votes: readonly VoteRequest[],
  clock: VoteClock,
): Promise<BatchAnswer[]> {
  const rows = await queryRows<CastVoteRow & { ordinal: number }>(
    db,
    sql`SELECT * FROM cast_votes(
          ${textArray(votes.map((v) => v.sessionToken))}::text[],
          ${textArray(votes.map((v) => v.voterId))}::text[],
          ${textArray(votes.map((v) => v.battle))}::text[],
          ${textArray(votes.map((v) => v.participantUserId))}::text[],
          ${clock.now.toISOString()}::timestamptz, ${gapCutoff(clock)}::timestamptz,
          ${clock.sessionFreshAfter.toISOString()}::timestamptz, ${APP_TIME_ZONE})`,
  );
  const byOrdinal = new Map(rows.map((r) => [Number(r.ordinal), r]));
  return votes.map((_, i) => {
    try {
      const row = byOrdinal.get(i + 1);
      if (!row) throw new Error(`cast_votes() gave no answer for vote ${i + 1} of ${votes.length}`);
      return { result: fromRow(row) };
    } catch (err) {
      return { error: err instanceof Error ? err : new Error(String(err)) };
    }
  });
}

/**
 * Adds one to the participant's total (on its row) and returns the total; null when the fighter is
 * gone or disqualified. The UPDATE waits for a disqualification or a removal holding the row, then
 * re-checks its condition on the row as they left it, so a guest vote that read the fighter before
 * either committed is refused rather than counted (docs/decisions/0016-money-moves-by-the-rules.md).
 */
export async function incrementVotes(
  db: DbOrTx,
  battleId: string,
  participantUserId: string,
): Promise<number | null> {
  const [row] = await db
    .update(battleParticipants)
    .set({ unshardedVotes: sql`${battleParticipants.unshardedVotes} + 1` })
    .where(
      and(
        eq(battleParticipants.battleEventId, battleId),
        eq(battleParticipants.userId, participantUserId),
        isNull(battleParticipants.disqualifiedAt),
      ),
    )
    .returning({ votesCount: participantVotesTotal });
  return row ? row.votesCount : null;
}

/**
 * Serializes the guest votes of one IP until the transaction ends, so two concurrent requests
 * cannot both see room under the limit.
 */
export async function lockGuestIp(db: DbOrTx, ipHash: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`guest_vote:${ipHash}`}))`);
}

export async function countGuestVotesSince(db: DbOrTx, ipHash: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(guestVotes)
    .where(and(eq(guestVotes.ipHash, ipHash), gt(guestVotes.createdAt, since), not(guestVotes.entryRemoved)));
  return row?.n ?? 0;
}

/**
 * The network's guest votes since `since`, oldest first (at most `max`: the limit is small). A vote
 * voided with its fighter's removed entry is left out, as the limit leaves it out: it was given back.
 */
export async function guestVotesSince(db: DbOrTx, ipHash: string, since: Date, max: number) {
  return db
    .select({
      battleId: guestVotes.battleEventId,
      participantUserId: guestVotes.participantUserId,
      createdAt: guestVotes.createdAt,
    })
    .from(guestVotes)
    .where(and(eq(guestVotes.ipHash, ipHash), gt(guestVotes.createdAt, since), not(guestVotes.entryRemoved)))
    .orderBy(asc(guestVotes.createdAt))
    .limit(max);
}

export async function insertGuestVote(
  db: DbOrTx,
  vote: {
    battleId: string;
    participantUserId: string;
    ipHash: string;
    wideNetworkHash: string | null;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(guestVotes).values({
    battleEventId: vote.battleId,
    participantUserId: vote.participantUserId,
    ipHash: vote.ipHash,
    wideNetworkHash: vote.wideNetworkHash,
    createdAt: vote.createdAt,
  });
}

/**
 * Marks a solved challenge as used until it expires; false when it was already used. Lives in
 * rate_limits so every API instance sees it; an expired row is taken over.
 */
export async function consumeChallenge(db: DbOrTx, key: string, expiresAt: Date): Promise<boolean> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`INSERT INTO rate_limits (key, count, reset_at) VALUES (${key}, 1, ${expiresAt.toISOString()}::timestamptz)
        ON CONFLICT (key) DO UPDATE SET count = 1, reset_at = excluded.reset_at
        WHERE rate_limits.reset_at <= now()
        RETURNING key`,
  );
  return rows.length > 0;
}
