import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import {
  battleEvents,
  battleParticipants,
  battleVotes,
  guestVotes,
  platformSettings,
  userCredits,
} from '../db/schema.ts';
import { BATTLE_CHANNEL } from '../realtime/publish.ts';

export async function findParticipant(db: DbOrTx, battleId: string, userId: string) {
  const [row] = await db
    .select({ userId: battleParticipants.userId, username: battleParticipants.username })
    .from(battleParticipants)
    .where(and(eq(battleParticipants.battleEventId, battleId), eq(battleParticipants.userId, userId)))
    .limit(1);
  return row ?? null;
}

export interface VoteContext {
  battle: typeof battleEvents.$inferSelect;
  /** Null when the participant is not in this battle. */
  participantUsername: string | null;
  balance: number;
  lastVoteAt: Date | null;
  alreadyVoted: boolean;
  dailyYodcoins: number;
}

/**
 * Everything an authenticated vote's checks read, in one round trip (the vote is the hot path; see
 * docs/decisions/0004-vote-hot-path.md): the battle by exact id or slug (id first, pending
 * included), the participant, the voter's wallet, whether this voter already voted for this
 * participant, and the daily amount the refusal texts quote. Null when no battle matches.
 */
export async function loadVoteContext(
  db: DbOrTx,
  identifier: string,
  participantUserId: string,
  voterId: string,
): Promise<VoteContext | null> {
  const [row] = await db
    .select({
      battle: battleEvents,
      participantUsername: battleParticipants.username,
      balance: userCredits.balance,
      lastVoteAt: userCredits.lastVoteAt,
      alreadyVoted: sql<boolean>`exists (select 1 from ${battleVotes} where ${battleVotes.battleEventId} = ${battleEvents.id} and ${battleVotes.participantUserId} = ${participantUserId} and ${battleVotes.voterUserId} = ${voterId})`,
      dailyYodcoins: platformSettings.dailyYodcoins,
    })
    .from(battleEvents)
    .leftJoin(
      battleParticipants,
      and(
        eq(battleParticipants.battleEventId, battleEvents.id),
        eq(battleParticipants.userId, participantUserId),
      ),
    )
    .leftJoin(userCredits, eq(userCredits.userId, voterId))
    .leftJoin(platformSettings, eq(platformSettings.id, 1))
    .where(or(eq(battleEvents.id, identifier), eq(battleEvents.slug, identifier)))
    .orderBy(sql`${battleEvents.id} = ${identifier} desc`)
    .limit(1);
  if (!row) return null;
  if (row.dailyYodcoins === null) throw new Error('platform_settings row missing: migrations did not run');
  return {
    battle: row.battle,
    participantUsername: row.participantUsername,
    balance: row.balance ?? 0,
    lastVoteAt: row.lastVoteAt,
    alreadyVoted: row.alreadyVoted,
    dailyYodcoins: row.dailyYodcoins,
  };
}

export interface VoteWrite {
  battleId: string;
  participantUserId: string;
  participantUsername: string;
  voterId: string;
  now: Date;
  /** Minimum gap between one voter's votes; 0 disables it. */
  gapMs: number;
}

export type VoteWriteResult =
  | { outcome: 'ok'; balance: number; votesCount: number }
  /** The conditional debit took nothing (balance or gap lost a race): nothing was written. */
  | { outcome: 'no_debit' }
  /** This voter already voted for this participant (the unique index decided): all undone. */
  | { outcome: 'duplicate' }
  /** The participant left the battle meanwhile: all undone. */
  | { outcome: 'participant_gone' };

const VOTE_ERRORS: Record<string, VoteWriteResult> = {
  YV001: { outcome: 'duplicate' },
  YV002: { outcome: 'participant_gone' },
};

function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  if (typeof e.code === 'string') return e.code;
  return typeof e.cause?.code === 'string' ? e.cause.code : undefined;
}

/**
 * The vote's writes in one statement, record_vote() (drizzle/0002_vote-function.sql): conditional
 * debit (balance and gap: the truth under races), the vote row (unique per battle + participant +
 * voter), the participant's count, the vote_expense ledger row and the live update at commit. Run
 * on the database, not in a transaction, it is all or nothing by itself, and the participant's row
 * stays locked only inside the database (the hot case: every vote on one fighter).
 */
export async function recordVote(db: DbOrTx, v: VoteWrite): Promise<VoteWriteResult> {
  const cutoff = v.gapMs > 0 ? new Date(v.now.getTime() - v.gapMs).toISOString() : null;
  try {
    const [row] = await queryRows<{ outcome: string; new_balance: number; new_votes_count: number }>(
      db,
      sql`SELECT outcome, new_balance, new_votes_count FROM record_vote(
            ${v.battleId}, ${v.participantUserId}, ${v.participantUsername}, ${v.voterId},
            ${v.now.toISOString()}::timestamptz, ${cutoff}::timestamptz, ${BATTLE_CHANNEL})`,
    );
    if (row?.outcome === 'ok') {
      return { outcome: 'ok', balance: row.new_balance, votesCount: row.new_votes_count };
    }
    return { outcome: 'no_debit' };
  } catch (err) {
    const known = VOTE_ERRORS[sqlState(err) ?? ''];
    if (known) return known;
    throw err;
  }
}

/** Adds one to the participant's total and returns it; null when the participant is gone. */
export async function incrementVotes(
  db: DbOrTx,
  battleId: string,
  participantUserId: string,
): Promise<number | null> {
  const [row] = await db
    .update(battleParticipants)
    .set({ votesCount: sql`${battleParticipants.votesCount} + 1` })
    .where(
      and(eq(battleParticipants.battleEventId, battleId), eq(battleParticipants.userId, participantUserId)),
    )
    .returning({ votesCount: battleParticipants.votesCount });
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
    .where(and(eq(guestVotes.ipHash, ipHash), gt(guestVotes.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertGuestVote(
  db: DbOrTx,
  vote: { battleId: string; participantUserId: string; ipHash: string; createdAt: Date },
): Promise<void> {
  await db.insert(guestVotes).values({
    battleEventId: vote.battleId,
    participantUserId: vote.participantUserId,
    ipHash: vote.ipHash,
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
