import { formatCount } from '#domain/text/format-number.ts';

/** '+3' / '−1' / '+2.487.655': pt-BR grouping and a true minus sign, so the column reads cleanly. */
export function signedAmount(amount: number): string {
  if (amount > 0) return `+${formatCount(amount)}`;
  if (amount < 0) return `−${formatCount(Math.abs(amount))}`;
  return '0';
}
