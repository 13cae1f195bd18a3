import { CREDITS_INVALID_AMOUNT } from '#domain/messages/wallet.ts';
import type { DateInput } from './date-input.ts';
import { saoPauloDayKey } from './format.ts';
import { yodcoinsLabel } from './format-number.ts';
import { negativeBalanceMessage, type Refusal, refusal, refusalOf } from './messages.ts';

export const QUICK_ADJUSTMENTS = [1, 5, 10, -1, -5] as const;
export const DEFAULT_DAILY_YODCOINS = 3;
export const DEFAULT_GUEST_VOTES_PER_DAY = 1;
/** Guest limit window is rolling, not a calendar day. */
export const GUEST_VOTE_WINDOW_MS = 24 * 60 * 60 * 1000;

export type AdjustmentType = 'admin_add' | 'admin_remove';

export function adjustmentType(amount: number): AdjustmentType {
  return amount > 0 ? 'admin_add' : 'admin_remove';
}

/** Ledger description when the admin leaves the reason empty. */
export function defaultAdjustmentDescription(amount: number): string {
  return `${amount > 0 ? 'Adição' : 'Remoção'} de ${yodcoinsLabel(Math.abs(amount))} pelo administrador`;
}

export type ParsedAmount = { ok: true; amount: number } | { ok: false; error: Refusal };

/**
 * The admin's typed amount: an optionally signed whole number, non-zero. Decimals, exponents
 * ('1e3'), blanks and numbers beyond safe-integer range are refused with the catalogue text.
 */
export function parseAdjustmentAmount(input: string): ParsedAmount {
  const text = input.trim();
  const amount = /^[+-]?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(amount) || amount === 0) {
    return { ok: false, error: refusalOf('CREDITS_INVALID_AMOUNT', CREDITS_INVALID_AMOUNT) };
  }
  return { ok: true, amount };
}

/** Null when the adjustment keeps the balance at zero or above. */
export function checkAdjustment(balance: number, amount: number): Refusal | null {
  if (balance + amount < 0) return refusal('CREDITS_NEGATIVE_BALANCE', negativeBalanceMessage(balance));
  return null;
}

/** The daily grant is due when never claimed or last claimed on an earlier São Paulo day. */
export function isDailyGrantDue(lastClaimedAt: DateInput | null, now: Date): boolean {
  return lastClaimedAt === null || saoPauloDayKey(lastClaimedAt) !== saoPauloDayKey(now);
}
