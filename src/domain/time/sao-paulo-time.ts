import { type DateInput, toDate } from './date-input.ts';

/**
 * The zone every date of the product is shown and counted in (daily grants, battle times), by its
 * IANA name: the server and the browser read it from the tz database through Intl and
 * @date-fns/tz, and the database receives this same name (cast_vote()'s daily-grant day, the
 * analytics' days), so all three follow whatever rules the tz database has for it
 * (docs/decisions/0008-one-source-for-vote-rules-and-clock.md).
 */
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

// Built on first use: creating an Intl formatter loads locale and zone data.
let clockParts: Intl.DateTimeFormat | undefined;

/** The São Paulo wall clock at `instant`, from the tz database. A RangeError for an invalid date. */
export function saoPauloWallClock(instant: Date): WallClock {
  clockParts ??= new Intl.DateTimeFormat('en-US', {
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
  for (const { type, value } of clockParts.formatToParts(instant)) part[type] = Number(value);
  return {
    year: part.year ?? Number.NaN,
    month: part.month ?? Number.NaN,
    day: part.day ?? Number.NaN,
    hour: part.hour ?? Number.NaN,
    minute: part.minute ?? Number.NaN,
    second: part.second ?? Number.NaN,
  };
}

const two = (n: number) => String(n).padStart(2, '0');
const four = (n: number) => String(n).padStart(4, '0');

/** The São Paulo calendar day 'yyyy-MM-dd'; two instants share a daily grant iff their keys match. */
export function saoPauloDayKey(value: DateInput): string {
  const c = saoPauloWallClock(toDate(value));
  return `${four(c.year)}-${two(c.month)}-${two(c.day)}`;
}

/** 'dd/MM/yyyy HH:mm' on the São Paulo wall clock, whatever the viewer's or server's zone. */
export function formatDateTime(value: DateInput): string {
  const c = saoPauloWallClock(toDate(value));
  return `${two(c.day)}/${two(c.month)}/${four(c.year)} ${two(c.hour)}:${two(c.minute)}`;
}

/** 'dd/MM/yyyy' on the São Paulo calendar. */
export function formatDate(value: DateInput): string {
  const c = saoPauloWallClock(toDate(value));
  return `${two(c.day)}/${two(c.month)}/${four(c.year)}`;
}

/** 'dd/MM' on the São Paulo calendar ('Prêmio pago em 26/11'). */
export function formatDayMonth(value: DateInput): string {
  const c = saoPauloWallClock(toDate(value));
  return `${two(c.day)}/${two(c.month)}`;
}
