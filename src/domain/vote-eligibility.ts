import { insufficientCoinsMessage, type Refusal, refusal, voteWaitMessage } from './messages.ts';

export const VOTE_COST = 1;
export const MIN_VOTE_GAP_MS = 5000;

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
 * The first rule an authenticated vote breaks, or null when it may go ahead. The order is the
 * spec's, cheapest and most fundamental first; the balance is last because the debit in the vote
 * transaction re-checks it anyway (VOTE_DEBIT_FAILED covers the race).
 */
export function checkVote(input: VoteCheckInput): Refusal | null {
  if (input.isBanned) return refusal('VOTE_BANNED');
  if (!input.hasProfile) return refusal('VOTE_NO_PROFILE');
  if (input.voterId === input.participantUserId) return refusal('VOTE_SELF');
  if (!input.battleOpen) return refusal('VOTE_BATTLE_CLOSED');
  if (!input.participantInBattle) return refusal('VOTE_PARTICIPANT_INVALID');
  if (input.alreadyVoted) return refusal('VOTE_DUPLICATE');
  const wait = voteWaitSeconds(input.lastVoteAt, input.now);
  if (wait > 0) return refusal('VOTE_TOO_SOON', voteWaitMessage(wait));
  if (input.balance < VOTE_COST) {
    return refusal('VOTE_INSUFFICIENT_COINS', insufficientCoinsMessage(input.dailyAmount));
  }
  return null;
}
