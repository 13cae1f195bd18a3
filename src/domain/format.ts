// Dates and days come from the one clock module; re-exported for the display code that imports them here.
export { APP_TIME_ZONE, formatDate, formatDateTime, saoPauloDayKey } from './sao-paulo-time.ts';

// Built on first use: creating an Intl formatter loads the locale's data.
let money: Intl.NumberFormat | undefined;

/**
 * 'R$ 1.234,50', Intl's pt-BR BRL format (its no-break space U+00A0 keeps the amount on one line).
 * Accepts the numeric strings PostgreSQL returns for numeric columns.
 */
export function formatMoney(amount: number | string): string {
  money ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return money.format(typeof amount === 'string' ? Number(amount) : amount);
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
