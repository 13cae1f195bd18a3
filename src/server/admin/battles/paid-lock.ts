import type { MessageCode } from '#domain/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { appError } from '#server/http/app-error.ts';
import { hasLivePayment } from './payout-repository.ts';
import type { BattleRow } from './repository.ts';

type PaidRefusal = Extract<
  MessageCode,
  'BATTLE_PRIZE_PAID_LOCKED' | 'BATTLE_PRIZE_PAID_VOTES_LOCKED' | 'BATTLE_PRIZE_PAID_DELETE'
>;

/**
 * Whether a battle is frozen by its payout (docs/decisions/0016-money-moves-by-the-rules.md): its
 * prize is marked paid, or, since payouts are recorded per winner, one winner's payment is
 * (docs/decisions/0035-prize-money-two-people.md): the others are paid on the result the first was.
 */
export async function isPrizeLocked(
  db: DbOrTx,
  battle: Pick<BattleRow, 'id' | 'prizePaidAt'>,
): Promise<boolean> {
  return battle.prizePaidAt !== null || (await hasLivePayment(db, battle.id));
}

/**
 * A battle frozen by its payout keeps its status, dates, prize, participants and votes as they
 * were paid until an admin voids the payout. Call with the battle read under its lock
 * (requireBattle(tx, id, true)), so a payment recorded meanwhile is seen: payments are recorded
 * under the same lock.
 */
export async function refuseIfPaid(
  db: DbOrTx,
  battle: Pick<BattleRow, 'id' | 'prizePaidAt'>,
  code: PaidRefusal,
): Promise<void> {
  if (await isPrizeLocked(db, battle)) throw appError(code);
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
