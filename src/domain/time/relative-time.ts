import { type DateInput, toDate } from './date-input.ts';

/** The largest unit that fits, as date-fns' formatDistanceStrict picks it (30-day months). */
const UNITS: [Intl.RelativeTimeFormatUnit & Intl.NumberFormatOptions['unit'], number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

function largestUnit(ms: number): [(typeof UNITS)[number][0], number] {
  const size = Math.abs(ms);
  for (const [unit, unitMs] of UNITS) {
    if (size >= unitMs || unit === 'second') return [unit, Math.round(size / unitMs)];
  }
  return ['second', 0];
}

const unitFormats = new Map<string, Intl.NumberFormat>();

/**
 * Distance between now and `date` in pt-BR without a prefix ('2 horas', '5 minutos'), so callers
 * frame it ('expira em 2 horas'). Past dates give the same magnitude; check that before calling.
 */
export function relativeTimeUntil(date: DateInput, now: Date): string {
  const [unit, amount] = largestUnit(toDate(date).getTime() - now.getTime());
  let format = unitFormats.get(unit);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', { style: 'unit', unit, unitDisplay: 'long' });
    unitFormats.set(unit, format);
  }
  return format.format(amount);
}

let ago: Intl.RelativeTimeFormat | undefined;

/** How long ago `date` was, in pt-BR ('há 3 horas', 'há 2 dias'). */
export function relativeTimeAgo(date: DateInput, now: Date): string {
  const [unit, amount] = largestUnit(now.getTime() - toDate(date).getTime());
  ago ??= new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });
  return ago.format(-amount, unit);
}
