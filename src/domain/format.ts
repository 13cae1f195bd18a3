import { formatDistanceStrict } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { type DateInput, toDate } from './date-input.ts';
import { saoPauloWallClock } from './sao-paulo-time.ts';

export { APP_TIME_ZONE } from './sao-paulo-time.ts';

const two = (n: number) => String(n).padStart(2, '0');

/** NaN and infinities, which no stored amount is, read as Intl writes them. */
function nonFiniteMoney(value: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
}

/**
 * 'R$ 1.234,50', as Intl's pt-BR BRL format writes it (format.test.ts compares the two), with its
 * no-break space (U+00A0) so the amount never wraps. Written out rather than through Intl: a
 * page's first Intl formatter costs 15-25 ms of locale loading (sao-paulo-time.ts).
 */
export function formatMoney(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return nonFiniteMoney(value);
  const cents = Math.round(Math.abs(value) * 100);
  const reais = String(Math.trunc(cents / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}R$\u00a0${reais},${two(cents % 100)}`;
}

/** 'dd/MM/yyyy HH:mm' on the São Paulo wall clock, whatever the viewer's or server's zone. */
export function formatDateTime(value: DateInput): string {
  const c = saoPauloWallClock(toDate(value));
  return `${two(c.day)}/${two(c.month)}/${String(c.year).padStart(4, '0')} ${two(c.hour)}:${two(c.minute)}`;
}

/** 'dd/MM/yyyy' on the São Paulo calendar. */
export function formatDate(value: DateInput): string {
  const c = saoPauloWallClock(toDate(value));
  return `${two(c.day)}/${two(c.month)}/${String(c.year).padStart(4, '0')}`;
}

/** The São Paulo calendar day 'yyyy-MM-dd'; two instants share a daily grant iff their keys match. */
export function saoPauloDayKey(value: DateInput): string {
  const c = saoPauloWallClock(toDate(value));
  return `${String(c.year).padStart(4, '0')}-${two(c.month)}-${two(c.day)}`;
}

// Number labels live in a date-fns-free module: the header (entry chunk) needs them, and this
// module would drag date-fns and the time-zone code into every page's first download.
export { balanceLabel, formatCompact, yodcoinsLabel } from './format-number.ts';

/** Ids are long; admins see the first 8 characters, enough to tell users apart. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

export const prizeTypes = ['PIX', 'ITEM', 'GIFT_CARD'] as const;
export type PrizeType = (typeof prizeTypes)[number];

// Spec sections 1 and 9 show the types as their codes, so the label is the code itself.
const prizeTypeLabels: Record<PrizeType, string> = { PIX: 'PIX', ITEM: 'ITEM', GIFT_CARD: 'GIFT_CARD' };

export function isPrizeType(value: string): value is PrizeType {
  return (prizeTypes as readonly string[]).includes(value);
}

export function prizeTypeLabel(type: string): string {
  return isPrizeType(type) ? prizeTypeLabels[type] : type;
}

export const transactionTypes = ['daily_grant', 'vote_expense', 'admin_add', 'admin_remove'] as const;
export type TransactionType = (typeof transactionTypes)[number];

const transactionTypeLabels: Record<TransactionType, string> = {
  daily_grant: 'Bônus diário',
  vote_expense: 'Voto',
  admin_add: 'Adição (admin)',
  admin_remove: 'Remoção (admin)',
};

/** Known ledger types in pt-BR; anything else is shown raw, as the spec asks. */
export function transactionTypeLabel(type: string): string {
  return isTransactionType(type) ? transactionTypeLabels[type] : type;
}

export function isTransactionType(value: string): value is TransactionType {
  return (transactionTypes as readonly string[]).includes(value);
}

/**
 * Distance between now and `date` in pt-BR without a prefix ('2 horas', '5 minutos'), so callers
 * frame it ('expira em 2 horas'). Past dates give the same magnitude; check that before calling.
 */
export function relativeTimeUntil(date: DateInput, now: Date): string {
  return formatDistanceStrict(toDate(date), now, { locale: ptBR });
}
