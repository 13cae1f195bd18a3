import { tz } from '@date-fns/tz';
import { format, formatDistanceStrict } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { type DateInput, toDate } from './date-input.ts';

export const APP_TIME_ZONE = 'America/Sao_Paulo';

const inSaoPaulo = tz(APP_TIME_ZONE);

const money = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 'R$ 1.234,50'. The space is Intl's no-break space (U+00A0), kept so the amount never wraps. */
export function formatMoney(amount: number | string): string {
  return money.format(typeof amount === 'string' ? Number(amount) : amount);
}

/** 'dd/MM/yyyy HH:mm' on the São Paulo wall clock, whatever the viewer's or server's zone. */
export function formatDateTime(value: DateInput): string {
  return format(toDate(value), 'dd/MM/yyyy HH:mm', { in: inSaoPaulo });
}

/** 'dd/MM/yyyy' on the São Paulo calendar. */
export function formatDate(value: DateInput): string {
  return format(toDate(value), 'dd/MM/yyyy', { in: inSaoPaulo });
}

/** The São Paulo calendar day 'yyyy-MM-dd'; two instants share a daily grant iff their keys match. */
export function saoPauloDayKey(value: DateInput): string {
  return format(toDate(value), 'yyyy-MM-dd', { in: inSaoPaulo });
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
