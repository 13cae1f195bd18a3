import {
  insufficientCoinsMessage,
  type MessageCode,
  type Refusal,
  refusal,
  voteWaitMessage,
} from '#domain/messages.ts';
import { MIN_VOTE_GAP_MS, VOTE_COST } from './vote-limits.ts';

export interface VoteCheckInput {
  isBanned: boolean;
  /** Logged in and holding a profile row; a session without a profile cannot vote. */
  hasProfile: boolean;
  balance: number;
  lastVoteAt: Date | null;
  now: Date;
  voterId: string;
  /** The user id behind the participant being voted for. */
  participantUserId: string;
  /** From isOpenForVotes() on the derived display status. */
  battleOpen: boolean;
  participantInBattle: boolean;
  /** The fighter was banned or deleted while the battle was open (battle_event_participants.disqualified_at). */
  participantDisqualified: boolean;
  alreadyVoted: boolean;
  /** The daily YodCoins setting, quoted in the insufficient-balance text. */
  dailyAmount: number;
}

/** Whole seconds still to wait before the next vote (0 when free to vote). */
export function voteWaitSeconds(lastVoteAt: Date | null, now: Date): number {
  if (lastVoteAt === null) return 0;
  const remaining = MIN_VOTE_GAP_MS - (now.getTime() - lastVoteAt.getTime());
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
}

/**
 * When a voter whose last vote was at `lastVoteAt` may vote again (the 5 s gap), or null when they
 * already may: what a page counts down on its vote buttons instead of waiting for a refusal.
 */
export function nextVoteAt(lastVoteAt: Date | null, now: Date, gapMs: number = MIN_VOTE_GAP_MS): Date | null {
  if (lastVoteAt === null || gapMs <= 0) return null;
  const at = lastVoteAt.getTime() + gapMs;
  return at > now.getTime() ? new Date(at) : null;
}

/**
 * The vote's rules in the order they are checked (docs/product.md#voting): cheapest and most fundamental first;
 * the gap and the balance last, because the debit re-checks them under races. cast_vote()
 * (src/server/db/functions/cast-vote.sql) answers with the same codes in the same order
 * (src/server/votes/vote-rules-agree.test.ts).
 */
export const voteRules = [
  'VOTE_BANNED',
  'VOTE_NO_PROFILE',
  'VOTE_SELF',
  'VOTE_BATTLE_CLOSED',
  'VOTE_PARTICIPANT_INVALID',
  'VOTE_PARTICIPANT_DISQUALIFIED',
  'VOTE_DUPLICATE',
  'VOTE_TOO_SOON',
  'VOTE_INSUFFICIENT_COINS',
] as const satisfies readonly MessageCode[];
export type VoteRule = (typeof voteRules)[number];

export function isVoteRule(code: string): code is VoteRule {
  return (voteRules as readonly string[]).includes(code);
}

/** The code of the first rule an authenticated vote breaks, or null when it may go ahead. */
export function brokenVoteRule(input: VoteCheckInput): VoteRule | null {
  if (input.isBanned) return 'VOTE_BANNED';
  if (!input.hasProfile) return 'VOTE_NO_PROFILE';
  if (input.voterId === input.participantUserId) return 'VOTE_SELF';
  if (!input.battleOpen) return 'VOTE_BATTLE_CLOSED';
  if (!input.participantInBattle) return 'VOTE_PARTICIPANT_INVALID';
  if (input.participantDisqualified) return 'VOTE_PARTICIPANT_DISQUALIFIED';
  if (input.alreadyVoted) return 'VOTE_DUPLICATE';
  if (voteWaitSeconds(input.lastVoteAt, input.now) > 0) return 'VOTE_TOO_SOON';
  if (input.balance < VOTE_COST) return 'VOTE_INSUFFICIENT_COINS';
  return null;
}

/** The catalogue's refusal for a broken rule, its text filled in with the wait or the daily amount. */
export function voteRefusal(
  rule: VoteRule,
  facts: Pick<VoteCheckInput, 'lastVoteAt' | 'now' | 'dailyAmount'>,
): Refusal {
  if (rule === 'VOTE_TOO_SOON') {
    return refusal(rule, voteWaitMessage(voteWaitSeconds(facts.lastVoteAt, facts.now)));
  }
  if (rule === 'VOTE_INSUFFICIENT_COINS') return refusal(rule, insufficientCoinsMessage(facts.dailyAmount));
  return refusal(rule);
}

/** The refusal of the first rule an authenticated vote breaks, or null when it may go ahead. */
export function checkVote(input: VoteCheckInput): Refusal | null {
  const rule = brokenVoteRule(input);
  return rule === null ? null : voteRefusal(rule, input);
}
