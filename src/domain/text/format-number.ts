import { pluralWord } from './plural.ts';

const YODCOINS = { one: 'YodCoin', other: 'YodCoins' };
const VOTES = { one: 'voto', other: 'votos' };

const compactUnits = [
  { size: 1_000_000_000, suffix: 'B' },
  { size: 1_000_000, suffix: 'M' },
  { size: 1_000, suffix: 'K' },
] as const;

// Built on first use: creating an Intl formatter loads the locale's data.
let whole: Intl.NumberFormat | undefined;
let oneDecimal: Intl.NumberFormat | undefined;

/** A count in pt-BR: 1500 → '1.500', 2_500_000 → '2.500.000' (fractions rounded away). */
export function formatCount(n: number): string {
  whole ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
  return whole.format(n);
}

/**
 * 1500 → '1,5K', 2_000_000 → '2M', 999 → '999'. One decimal, truncated rather than rounded, so
 * 999_999 reads '999,9K' and never the odd '1000K'; beyond 999,9B the billions are grouped.
 */
export function formatCompact(n: number): string {
  const abs = Math.abs(n);
  for (const unit of compactUnits) {
    if (abs >= unit.size) {
      const tenths = Math.trunc((abs * 10) / unit.size);
      oneDecimal ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
      return `${n < 0 ? '-' : ''}${oneDecimal.format(tenths / 10)}${unit.suffix}`;
    }
  }
  return formatCount(n);
}

/** '1 YodCoin', '1.500 YodCoins' (full number, for sentences and descriptions). */
export function yodcoinsLabel(n: number): string {
  return `${formatCount(n)} ${pluralWord(n, YODCOINS)}`;
}

/** '1 voto', '1.500 votos'. */
export function votesLabel(n: number): string {
  return `${formatCount(n)} ${pluralWord(n, VOTES)}`;
}

/** Header balance chip: '1,5K YodCoins' on desktop, '1,5K Y' on mobile. */
export function balanceLabel(n: number, options: { mobile: boolean }): string {
  const amount = formatCompact(n);
  if (options.mobile) return `${amount} Y`;
  return `${amount} ${pluralWord(n, YODCOINS)}`;
}
