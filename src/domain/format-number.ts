const compactUnits = [
  { size: 1_000_000_000, suffix: 'B' },
  { size: 1_000_000, suffix: 'M' },
  { size: 1_000, suffix: 'K' },
] as const;

// Built on first use: the first Intl formatter of a page loads the locale's data (~10 ms on a
// desktop, 4x that on a mid-range phone), and the header imports this module on every page.
let grouped: Intl.NumberFormat | undefined;
let plain: Intl.NumberFormat | undefined;

/** Tenths as pt-BR text with one decimal at most: 15 → '1,5', 20 → '2'. */
function tenthsLabel(tenths: number): string {
  const whole = Math.trunc(tenths / 10);
  const tenth = tenths % 10;
  // Thousands separators only from 1.000 up, where Intl is worth its cost.
  if (whole >= 1000) {
    grouped ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
    return grouped.format(tenths / 10);
  }
  return tenth === 0 ? String(whole) : `${whole},${tenth}`;
}

/**
 * 1500 → '1,5K', 2_000_000 → '2M', 999 → '999'. One decimal, truncated rather than rounded, so
 * 999_999 reads '999,9K' and never the odd '1000K'.
 */
export function formatCompact(n: number): string {
  const abs = Math.abs(n);
  for (const unit of compactUnits) {
    if (abs >= unit.size) {
      const tenths = Math.trunc((abs * 10) / unit.size);
      return `${n < 0 ? '-' : ''}${tenthsLabel(tenths)}${unit.suffix}`;
    }
  }
  if (Number.isInteger(n)) return String(n);
  plain ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0, useGrouping: false });
  return plain.format(n);
}

/** '1 YodCoin', '25 YodCoins' (full number, for sentences and descriptions). */
export function yodcoinsLabel(n: number): string {
  return `${n} ${n === 1 ? 'YodCoin' : 'YodCoins'}`;
}

/** Header balance chip: '1,5K YodCoins' on desktop, '1,5K Y' on mobile. */
export function balanceLabel(n: number, options: { mobile: boolean }): string {
  const amount = formatCompact(n);
  if (options.mobile) return `${amount} Y`;
  return `${amount} ${n === 1 ? 'YodCoin' : 'YodCoins'}`;
}
