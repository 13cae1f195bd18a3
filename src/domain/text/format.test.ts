import { describe, expect, it } from 'vitest';
import { relativeTimeAgo, relativeTimeUntil } from '#domain/time/relative-time.ts';
import {
  balanceLabel,
  formatCompact,
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  saoPauloDayKey,
  shortId,
  transactionTypeLabel,
  votesLabel,
  yodcoinsLabel,
} from './format.ts';

// Intl separates 'R$' from the amount with a no-break space; compare with ordinary spaces.
const spaced = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatMoney', () => {
  it('formats reais with two decimals in pt-BR', () => {
    expect(spaced(formatMoney(1234.5))).toBe('R$ 1.234,50');
    expect(spaced(formatMoney(0))).toBe('R$ 0,00');
    expect(spaced(formatMoney(1_000_000))).toBe('R$ 1.000.000,00');
    expect(spaced(formatMoney(9.999))).toBe('R$ 10,00');
  });

  it('accepts the numeric strings Postgres returns for numeric columns', () => {
    expect(spaced(formatMoney('250.5'))).toBe('R$ 250,50');
  });

  it('keeps the no-break space so the amount never wraps', () => {
    expect(formatMoney(1)).toBe('R$\u00a01,00');
  });
});

describe('São Paulo dates', () => {
  it("are the clock module's, re-exported for display code", () => {
    expect(formatDateTime('2025-06-01T15:30:00Z')).toBe('01/06/2025 12:30');
    expect(formatDate('2025-01-01T02:05:00Z')).toBe('31/12/2024');
    expect(saoPauloDayKey('2025-06-02T03:00:00Z')).toBe('2025-06-02');
  });
});

describe('counts', () => {
  it('group thousands the pt-BR way', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1500)).toBe('1.500');
    expect(formatCount(2_500_000)).toBe('2.500.000');
    expect(formatCount(-1500)).toBe('-1.500');
    expect(yodcoinsLabel(1500)).toBe('1.500 YodCoins');
    expect(votesLabel(1)).toBe('1 voto');
    expect(votesLabel(2_500_000)).toBe('2.500.000 votos');
  });
});

describe('formatCompact', () => {
  it('leaves numbers under 1,000 as they are', () => {
    expect(formatCompact(0)).toBe('0');
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(-42)).toBe('-42');
  });

  it('abbreviates with K, M and B and a decimal comma', () => {
    expect(formatCompact(1000)).toBe('1K');
    expect(formatCompact(1500)).toBe('1,5K');
    expect(formatCompact(12_345)).toBe('12,3K');
    expect(formatCompact(2_000_000)).toBe('2M');
    expect(formatCompact(2_550_000)).toBe('2,5M');
    expect(formatCompact(3_100_000_000)).toBe('3,1B');
    expect(formatCompact(-1500)).toBe('-1,5K');
  });

  it('truncates instead of rounding up into the next unit', () => {
    expect(formatCompact(999_999)).toBe('999,9K');
    expect(formatCompact(1999)).toBe('1,9K');
  });

  it('groups thousands beyond 999,9B and rounds fractions under 1,000', () => {
    expect(formatCompact(1_234_500_000_000)).toBe('1.234,5B');
    expect(formatCompact(2.5)).toBe('3');
  });
});

describe('balance labels', () => {
  it("reads 'N YodCoins' on desktop and 'N Y' on mobile", () => {
    expect(balanceLabel(25, { mobile: false })).toBe('25 YodCoins');
    expect(balanceLabel(25, { mobile: true })).toBe('25 Y');
    expect(balanceLabel(1500, { mobile: false })).toBe('1,5K YodCoins');
    expect(balanceLabel(1500, { mobile: true })).toBe('1,5K Y');
    expect(balanceLabel(1, { mobile: false })).toBe('1 YodCoin');
    expect(balanceLabel(0, { mobile: false })).toBe('0 YodCoins');
  });

  it('states full amounts with plural', () => {
    expect(yodcoinsLabel(1)).toBe('1 YodCoin');
    expect(yodcoinsLabel(3)).toBe('3 YodCoins');
  });
});

describe('labels', () => {
  it('shortens ids to 8 characters', () => {
    expect(shortId('0123456789abcdef')).toBe('01234567');
    expect(shortId('abc')).toBe('abc');
  });

  it('labels ledger types and shows others raw', () => {
    expect(transactionTypeLabel('daily_grant')).toBe('Bônus diário');
    expect(transactionTypeLabel('vote_expense')).toBe('Voto');
    expect(transactionTypeLabel('admin_add')).toBe('Adição (admin)');
    expect(transactionTypeLabel('admin_remove')).toBe('Remoção (admin)');
    expect(transactionTypeLabel('vote_refund')).toBe('Estorno de voto');
    expect(transactionTypeLabel('refund')).toBe('refund');
  });
});

describe('relativeTimeUntil', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const later = (ms: number) => new Date(now.getTime() + ms);

  it('states the distance in pt-BR without a prefix', () => {
    expect(relativeTimeUntil(later(2 * 3_600_000), now)).toBe('2 horas');
    expect(relativeTimeUntil(later(60_000), now)).toBe('1 minuto');
    expect(relativeTimeUntil(later(30_000), now)).toBe('30 segundos');
    expect(relativeTimeUntil(later(3 * 86_400_000).toISOString(), now)).toBe('3 dias');
    expect(relativeTimeUntil(later(90 * 86_400_000), now)).toBe('3 meses');
  });

  it('says how long ago, in pt-BR', () => {
    const earlier = (ms: number) => new Date(now.getTime() - ms);
    expect(relativeTimeAgo(earlier(3 * 3_600_000), now)).toBe('há 3 horas');
    expect(relativeTimeAgo(earlier(86_400_000), now)).toBe('ontem');
    expect(relativeTimeAgo(earlier(5_000), now)).toBe('há 5 segundos');
  });
});

describe('formatMoney against Intl', () => {
  const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

  it("is Intl's pt-BR BRL format for cents, reais, thousands, millions and negatives", () => {
    for (const value of [0, 0.01, 0.5, 9.99, 1000, 1234.56, 1_000_000, 12_345_678.9, -1234.5]) {
      expect(formatMoney(value), String(value)).toBe(intl.format(value));
    }
    expect(formatMoney('123456.78')).toBe(intl.format(123456.78));
  });
});
