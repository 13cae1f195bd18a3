import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';
import { APP_TIME_ZONE } from './sao-paulo-time.ts';

// Day arithmetic lives apart from the wall-clock formatting: @date-fns/tz's module has side
// effects, so any page importing this file downloads it, and the public pages only format.

/** Midnight in São Paulo of the day `offsetDays` from the one holding `now`. */
export function saoPauloDayStart(now: Date, offsetDays = 0): Date {
  const day = startOfDay(new TZDate(now.getTime(), APP_TIME_ZONE));
  return new Date(addDays(day, offsetDays).getTime());
}

/** Midnight in São Paulo of a 'yyyy-MM-dd' day. */
export function saoPauloMidnight(dayKey: string): Date {
  const [y, m, d] = dayKey.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, APP_TIME_ZONE).getTime());
}
