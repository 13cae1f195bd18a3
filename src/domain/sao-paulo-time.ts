/** The zone every date of the product is shown and counted in (daily grants, battle times). */
export const APP_TIME_ZONE = 'America/Sao_Paulo';

/** A São Paulo wall-clock reading (month 1-12). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Brazil ended daylight saving time in 2019 (Decreto 9.772/2019): the last one ended at
// 2019-02-17 00:00 -02:00, and since then America/Sao_Paulo is UTC-3 all year.
const FIXED_FROM = Date.UTC(2019, 1, 17, 2);
// Checked against the tz database up to here (sao-paulo-time.test.ts); later instants ask Intl.
export const FIXED_UNTIL = Date.UTC(2041, 0, 1);
const FIXED_OFFSET_MS = -3 * 60 * 60 * 1000;

let intlClock: Intl.DateTimeFormat | undefined;

/** The wall clock read from the tz database (Intl), for instants outside the fixed range. */
export function wallClockFromTzDatabase(instant: Date): WallClock {
  intlClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: APP_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of intlClock.formatToParts(instant)) part[type] = Number(value);
  return {
    year: part.year ?? Number.NaN,
    month: part.month ?? Number.NaN,
    day: part.day ?? Number.NaN,
    hour: part.hour ?? Number.NaN,
    minute: part.minute ?? Number.NaN,
    second: part.second ?? Number.NaN,
  };
}

/**
 * The São Paulo wall clock at `instant`. Within 2019-2040 it is UTC-3 arithmetic, not Intl: a
 * page's first Intl formatter loads ICU's time-zone and locale data (15-25 ms on a desktop CPU,
 * four times that on a phone), which was the largest single cost of the arena's first render.
 * The test compares the shortcut with the tz database hour by hour over that range, so a
 * database that brings summer time back fails CI instead of showing wrong times. Throws a
 * RangeError for an invalid date, as date-fns' format does.
 */
export function saoPauloWallClock(instant: Date): WallClock {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  if (time < FIXED_FROM || time >= FIXED_UNTIL) return wallClockFromTzDatabase(instant);
  const shifted = new Date(time + FIXED_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}
