const compactUnits = [
  { size: 1_000_000_000, suffix: 'B' },
  { size: 1_000_000, suffix: 'M' },
  { size: 1_000, suffix: 'K' },
] as const;

const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const plain = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0, useGrouping: false });

/**
 * 1500 → '1,5K', 2_000_000 → '2M', 999 → '999'. One decimal, truncated rather than rounded, so
 * 999_999 reads '999,9K' and never the odd '1000K'.
 */
export function formatCompact(n: number): string {
  const abs = Math.abs(n);
  for (const unit of compactUnits) {
    if (abs >= unit.size) {
      const tenths = Math.trunc((abs * 10) / unit.size);
      return `${n < 0 ? '-' : ''}${oneDecimal.format(tenths / 10)}${unit.suffix}`;
    }
  }
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
