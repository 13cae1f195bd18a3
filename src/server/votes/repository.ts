import { and, asc, count, eq, gt, isNull, not, sql } from 'drizzle-orm';
import { APP_TIME_ZONE } from '#domain/sao-paulo-time.ts';
import { isVoteRule, type VoteRule } from '#domain/vote-eligibility.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';
import { battleParticipants, guestVotes } from '#server/db/schema.ts';
import { participantVotesTotal } from '#server/db/vote-totals.ts';
import { BATTLE_CHANNEL } from '#server/realtime/publish.ts';

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

export interface CastVote {
  /** The signed session cookie's token (the one-statement path), or null with voterId. */
  sessionToken: string | null;
  /** The viewer the API resolved itself, or null with sessionToken. */
  voterId: string | null;
  /** Battle id or slug. */
  battle: string;
  participantUserId: string;
  now: Date;
  /** Minimum gap between one voter's votes; 0 disables it. */
  gapMs: number;
  /** Sessions expiring after this need no extension (auth/viewer.ts sessionFreshAfter). */
  sessionFreshAfter: Date;
}

/** A refused vote: the broken rule, and what domain/vote-eligibility.ts voteRefusal words it with. */
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

interface CastVoteRow extends Record<string, unknown> {
  outcome: 'viewer' | 'not_found' | 'refused' | 'ok';
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

function fromRow(row: CastVoteRow | undefined): CastVoteResult {
  switch (row?.outcome) {
    case 'viewer':
    case 'not_found':
      return { outcome: row.outcome };
    case 'ok':
      return { outcome: 'ok', balance: row.new_balance ?? 0, votesCount: row.new_votes_count ?? 0 };
    case 'refused': {
      if (row.daily_yodcoins === null)
        throw new Error('platform_settings row missing: migrations did not run');
      const code = row.refusal ?? '';
      if (code !== 'VOTE_DEBIT_FAILED' && !isVoteRule(code)) {
        throw new Error(`cast_vote() refused with ${code}`);
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
      throw new Error(`cast_vote() answered ${String(row?.outcome)}`);
  }
}

/**
 * The whole authenticated vote in one statement, cast_vote() (db/functions/cast-vote.sql): the
 * voter from the session token (or the given voter), every check, then the conditional debit
 * (balance and gap: the truth under races), the vote row (unique per battle + participant + voter),
 * the vote_expense ledger row, the participant's count and the live update at commit. Run on the
 * database, not in a transaction, it is all or nothing by itself, and the participant's row stays
 * locked only inside the database (the hot case: every vote on one fighter).
 */
export async function castVoteStatement(db: DbOrTx, v: CastVote): Promise<CastVoteResult> {
  const cutoff = v.gapMs > 0 ? new Date(v.now.getTime() - v.gapMs).toISOString() : null;
  try {
    const [row] = await queryRows<CastVoteRow>(
      db,
      sql`SELECT * FROM cast_vote(${v.sessionToken}, ${v.voterId}, ${v.battle}, ${v.participantUserId},
            ${v.now.toISOString()}::timestamptz, ${cutoff}::timestamptz,
            ${v.sessionFreshAfter.toISOString()}::timestamptz, ${BATTLE_CHANNEL}, ${APP_TIME_ZONE})`,
    );
    return fromRow(row);
  } catch (err) {
    const known = VOTE_ERRORS[sqlState(err) ?? ''];
    if (known) return known;
    throw err;
  }
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
