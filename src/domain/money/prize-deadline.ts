import type { DateInput } from '#domain/time/date-input.ts';
import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';

/**
 * The Terms promise a prize "até 7 dias úteis após o fim da batalha" (winners.ts
 * PRIZE_PAYMENT_DEADLINE). Business days are Monday to Friday on the São Paulo calendar, counted
 * from the day after the one the battle ended on. Holidays are not left out: a holiday in the
 * window would only move the legal deadline later, so the day shown here is never later than the
 * one the Terms promise (docs/decisions/0035-prize-money-two-people.md).
 */
export const PRIZE_PAYMENT_BUSINESS_DAYS = 7;

const DAY_MS = 86_400_000;

function dayKeyToUtc(dayKey: string): number {
  const [y, m, d] = dayKey.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function utcToDayKey(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The São Paulo day 'yyyy-MM-dd' that is `count` business days (Mon-Fri) after `dayKey`. */
export function addBusinessDays(dayKey: string, count: number): string {
  let at = dayKeyToUtc(dayKey);
  let left = count;
  while (left > 0) {
    at += DAY_MS;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return utcToDayKey(at);
}

/** The last São Paulo calendar day ('yyyy-MM-dd') on which the prize of a battle ended at `end` is due. */
export function prizePaymentLastDay(end: DateInput): string {
  return addBusinessDays(saoPauloDayKey(end), PRIZE_PAYMENT_BUSINESS_DAYS);
}

/** Past its last day on the São Paulo calendar: the promise of the Terms is broken. */
export function isPrizePaymentOverdue(lastDay: string, now: Date): boolean {
  return saoPauloDayKey(now) > lastDay;
}

/** 'dd/MM/yyyy' of a 'yyyy-MM-dd' day key (no time zone involved: the key is already São Paulo's). */
export function formatDayKey(dayKey: string): string {
  const [y, m, d] = dayKey.split('-');
  return `${d}/${m}/${y}`;
}
