import { describe, expect, it } from 'vitest';
import {
  FIXED_UNTIL,
  wallClockFromTzDatabase as fromTzDatabase,
  saoPauloWallClock,
} from './sao-paulo-time.ts';

const HOUR = 3_600_000;

describe('saoPauloWallClock', () => {
  it('agrees with the tz database every hour from the end of summer time (2019) to its fixed range end', () => {
    // A tz database that brings summer time back fails here: the UTC-3 shortcut must then go.
    const mismatches: string[] = [];
    for (let t = Date.UTC(2019, 1, 16, 0, 7, 30); t < FIXED_UNTIL; t += HOUR) {
      const instant = new Date(t);
      const ours = saoPauloWallClock(instant);
      const theirs = fromTzDatabase(instant);
      if (JSON.stringify(ours) !== JSON.stringify(theirs)) mismatches.push(instant.toISOString());
      if (mismatches.length > 3) break;
    }
    expect(mismatches).toEqual([]);
  });

  it('asks the tz database before 2019 (summer time) and after the fixed range', () => {
    expect(saoPauloWallClock(new Date('2018-12-01T15:00:00Z'))).toMatchObject({ day: 1, hour: 13 });
    expect(saoPauloWallClock(new Date('2019-02-17T01:59:59Z'))).toMatchObject({
      day: 16,
      hour: 23,
      minute: 59,
    });
    expect(saoPauloWallClock(new Date('2019-02-17T02:00:00Z'))).toMatchObject({
      day: 16,
      hour: 23,
      minute: 0,
    });
    const later = new Date(FIXED_UNTIL + 5 * HOUR);
    expect(saoPauloWallClock(later)).toEqual(fromTzDatabase(later));
  });

  it('turns the day at midnight São Paulo time', () => {
    expect(saoPauloWallClock(new Date('2026-01-01T02:59:59Z'))).toMatchObject({
      year: 2025,
      month: 12,
      day: 31,
    });
    expect(saoPauloWallClock(new Date('2026-01-01T03:00:00Z'))).toMatchObject({
      year: 2026,
      month: 1,
      day: 1,
    });
  });

  it('refuses an invalid date like date-fns did', () => {
    expect(() => saoPauloWallClock(new Date('nope'))).toThrow(RangeError);
  });
});
