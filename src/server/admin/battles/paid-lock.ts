import type { MessageCode } from '#domain/messages.ts';
import { appError } from '#server/http/app-error.ts';
import type { BattleRow } from './repository.ts';

type PaidRefusal = Extract<
  MessageCode,
  'BATTLE_PRIZE_PAID_LOCKED' | 'BATTLE_PRIZE_PAID_VOTES_LOCKED' | 'BATTLE_PRIZE_PAID_DELETE'
>;

/**
 * A battle whose prize is marked paid is frozen (docs/decisions/0016-money-moves-by-the-rules.md):
 * its status, dates, prize, participants and votes stay as they were paid until an admin voids the
 * payout. Call with the battle read under its lock (requireBattle(tx, id, true)), so a payout
 * marked meanwhile is seen.
 */
export function refuseIfPaid(battle: Pick<BattleRow, 'prizePaidAt'>, code: PaidRefusal): void {
  if (battle.prizePaidAt) throw appError(code);
}

/** The fields of a battle the payout was made on: an edit of any of them waits for a void. */
export const PAID_FIELDS: ReadonlySet<string> = new Set([
  'status',
  'startTime',
  'endTime',
  'prizeAmount',
  'prizeType',
  'prizeDescription',
]);
