import type pg from 'pg';
import { voteTotalSql } from '#server/db/vote-totals.ts';
import { invariantViolations } from './invariants.ts';

/** Fans' votes that were answered 200, as three parallel lists (one entry per vote). */
export interface AnsweredVotes {
  voters: string[];
  battles: string[];
  fighters: string[];
}

export const noAnsweredVotes = (): AnsweredVotes => ({ voters: [], battles: [], fighters: [] });

export function addAnswered(into: AnsweredVotes, voter: string, battle: string, fighter: string): void {
  into.voters.push(voter);
  into.battles.push(battle);
  into.fighters.push(fighter);
}

export interface VoteAccounting {
  answered: number;
  /** Answered 200 but not in the database: a vote the service promised and lost. */
  lost: number;
  /** (voter, battle, fighter) with more than one vote row or more than one debit. */
  doubled: number;
  /** Fans' votes that count (not voided), plus guests' and admins'. */
  kept: number;
  /** The fighters' totals added up. */
  counted: number;
  /** `vote_expense` ledger rows: one per fan vote, voided or not. */
  ledgerRows: number;
  fanVotes: number;
  /** Coins the votes took, net of refunds: one per fan vote that counts. */
  coinsTaken: number;
  keptFan: number;
  /** invariants.ts: every wallet equals its ledger, none negative, every count its votes, ... */
  violations: string[];
}

/**
 * Everything a vote storm must leave true, read in one snapshot (REPEATABLE READ), so it may run
 * while votes still flow: every answered vote is there once, and kept = counted = ledger rows =
 * coins taken. `answered` must have been collected before the call (their commits precede it).
 */
export async function voteAccounting(c: pg.Client, answered: AnsweredVotes): Promise<VoteAccounting> {
  await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const { rows } = await c.query<{ lost: number }>(
      `SELECT count(*)::int AS lost
         FROM unnest($1::text[], $2::text[], $3::text[]) AS a(voter, battle, fighter)
        WHERE NOT EXISTS (SELECT 1 FROM battle_event_user_votes v
                           WHERE v.voter_user_id = a.voter AND v.battle_event_id = a.battle
                             AND v.participant_user_id = a.fighter)`,
      [answered.voters, answered.battles, answered.fighters],
    );
    const totals = await c.query<Omit<VoteAccounting, 'answered' | 'lost' | 'violations'>>(
      `SELECT
         ((SELECT count(*) FROM (SELECT 1 FROM battle_event_user_votes
                                  GROUP BY voter_user_id, battle_event_id, participant_user_id
                                 HAVING count(*) > 1) d)
          + (SELECT count(*) FROM (SELECT 1 FROM credit_transactions WHERE type = 'vote_expense'
                                    GROUP BY user_id, battle_event_id, participant_user_id
                                   HAVING count(*) > 1) e))::int AS doubled,
         ((SELECT count(*) FROM battle_event_user_votes WHERE voided_at IS NULL)
          + (SELECT count(*) FROM guest_votes WHERE voided_at IS NULL)
          + (SELECT count(*) FROM admin_votes WHERE voided_at IS NULL))::int AS kept,
         (SELECT coalesce(sum(${voteTotalSql('p')}), 0) FROM battle_event_participants p)::int AS counted,
         (SELECT count(*) FROM credit_transactions WHERE type = 'vote_expense')::int AS "ledgerRows",
         (SELECT count(*) FROM battle_event_user_votes)::int AS "fanVotes",
         (SELECT coalesce(-sum(amount), 0) FROM credit_transactions
           WHERE type IN ('vote_expense', 'vote_refund'))::int AS "coinsTaken",
         (SELECT count(*) FROM battle_event_user_votes WHERE voided_at IS NULL)::int AS "keptFan"`,
    );
    const violations = await invariantViolations(c);
    return { answered: answered.voters.length, lost: rows[0]!.lost, ...totals.rows[0]!, violations };
  } finally {
    await c.query('COMMIT');
  }
}

/** What broke, one line each; empty when every vote is accounted for. */
export function accountingProblems(a: VoteAccounting): string[] {
  const out: string[] = [];
  if (a.lost > 0) out.push(`${a.lost} of ${a.answered} votes answered 200 are not in the database`);
  if (a.doubled > 0) out.push(`${a.doubled} votes stored or debited twice`);
  if (a.counted !== a.kept) out.push(`counted ${a.counted} but ${a.kept} votes kept`);
  if (a.ledgerRows !== a.fanVotes) out.push(`${a.ledgerRows} vote debits for ${a.fanVotes} fan votes`);
  if (a.coinsTaken !== a.keptFan) out.push(`${a.coinsTaken} coins taken for ${a.keptFan} fan votes kept`);
  return [...out, ...a.violations];
}
