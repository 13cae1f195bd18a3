// Dates and days come from the one clock module; re-exported for the display code that imports them here.
export { APP_TIME_ZONE, formatDate, formatDateTime, saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';

/**
 * 'R$ 1.234,50': what Intl's pt-BR BRL format writes (`money.test.ts` checks it against Intl),
 * with its no-break space U+00A0 keeping the amount on one line, but built by hand: Intl's first
 * currency formatter loads the currency data, tens of milliseconds of one task in a phone's
 * hydration (docs/decisions/0024-hydration-that-yields.md). Accepts the numeric strings PostgreSQL
 * returns for numeric columns.
 */
export function formatMoney(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
  }
  // Intl rounds the number's shortest decimal form ('0.015', not the double just below it) half
  // away from zero; String() gives that form, without an exponent from 1e-6 up to 1e21.
  const abs = Math.abs(value);
  const [whole = '0', fraction = ''] = (abs < 1e-6 ? '0' : String(abs)).split('.');
  let total = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') total += 1n;
  const digits = total.toString().padStart(3, '0');
  const units = digits.slice(0, -2);
  const cents = digits.slice(-2);
  const grouped = units.replace(/\B(?=(\d{3})+$)/g, '.');
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}R$\u00a0${grouped},${cents}`;
}

// Number labels live in a date-fns-free module: the header (entry chunk) needs them, and this
// module would drag date-fns and the time-zone code into every page's first download.
export { balanceLabel, formatCompact, formatCount, votesLabel, yodcoinsLabel } from './format-number.ts';

/** Ids are long; admins see the first 8 characters, enough to tell users apart. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

export const transactionTypes = [
  'daily_grant',
  'vote_expense',
  'admin_add',
  'admin_remove',
  'vote_refund',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

const transactionTypeLabels: Record<TransactionType, string> = {
  daily_grant: 'Bônus diário',
  vote_expense: 'Voto',
  admin_add: 'Adição (admin)',
  admin_remove: 'Remoção (admin)',
  vote_refund: 'Estorno de voto',
};

/** Known ledger types in pt-BR; anything else is shown raw (docs/product.md#money). */
export function transactionTypeLabel(type: string): string {
  return isTransactionType(type) ? transactionTypeLabels[type] : type;
}

export function isTransactionType(value: string): value is TransactionType {
  return (transactionTypes as readonly string[]).includes(value);
}
