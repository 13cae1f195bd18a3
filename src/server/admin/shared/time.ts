import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';
import { APP_TIME_ZONE } from '../../../domain/format.ts';

/** Midnight (America/Sao_Paulo) of the day `offsetDays` from the one holding `now`. */
export function saoPauloDayStart(now: Date, offsetDays = 0): Date {
  const day = startOfDay(new TZDate(now.getTime(), APP_TIME_ZONE));
  return new Date(addDays(day, offsetDays).getTime());
}

/** Midnight (America/Sao_Paulo) of a 'yyyy-MM-dd' day. */
export function saoPauloMidnight(dayKey: string): Date {
  const [y, m, d] = dayKey.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, APP_TIME_ZONE).getTime());
}

export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoOrNull(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : iso(value);
}
