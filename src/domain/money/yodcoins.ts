import { CREDITS_INVALID_AMOUNT } from '#domain/messages/wallet.ts';
import { negativeBalanceMessage, type Refusal, refusal, refusalOf } from '#domain/messages.ts';
import { saoPauloDayKey } from '#domain/text/format.ts';
import { yodcoinsLabel } from '#domain/text/format-number.ts';
import { pluralWord } from '#domain/text/plural.ts';
import type { DateInput } from '#domain/time/date-input.ts';

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

/**
 * The notice a user gets for an admin adjustment. The coin is feminine and the preposition follows
 * the direction: 'Foram adicionadas 5 YodCoins à sua carteira', 'Foi removida 1 YodCoin da sua
 * carteira'.
 */
export function adjustmentNoticeBody(amount: number, balance: number): string {
  const n = Math.abs(amount);
  const verb = pluralWord(
    n,
    amount > 0
      ? { one: 'Foi adicionada', other: 'Foram adicionadas' }
      : { one: 'Foi removida', other: 'Foram removidas' },
  );
  const where = amount > 0 ? 'à sua carteira' : 'da sua carteira';
  return `${verb} ${yodcoinsLabel(n)} ${where} pela administração. Saldo atual: ${balance}.`;
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
