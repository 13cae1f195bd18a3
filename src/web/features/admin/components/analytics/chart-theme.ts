/** Recharts colours for the dark admin theme (Tailwind palette values). */
export const chartColors = {
  fans: '#dc2626', // red-600
  guests: '#fbbf24', // amber-400
  admin: '#a1a1aa', // zinc-400
  users: '#34d399', // emerald-400
  granted: '#34d399',
  spent: '#f87171', // red-400
  grid: '#27272a', // zinc-800
  axis: '#a1a1aa',
} as const;

export const tooltipStyle = {
  contentStyle: { background: '#18181b', border: '1px solid #3f3f46', borderRadius: 8, color: '#f4f4f5' },
  labelStyle: { color: '#e4e4e7' },
  cursor: { fill: 'rgba(255,255,255,0.05)' },
} as const;

/** 'yyyy-MM-dd' → 'dd/MM' for the x axis. */
export function dayTick(day: string): string {
  const [, month, date] = day.split('-');
  return month && date ? `${date}/${month}` : day;
}

/**
 * A period bound: a São Paulo day key 'yyyy-MM-dd' is shown as is ('dd/MM/yyyy'), never through
 * `new Date`, which would read it as UTC midnight and show the previous day in Brazil.
 */
export function periodBoundLabel(value: string, formatInstant: (iso: string) => string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : formatInstant(value);
}
