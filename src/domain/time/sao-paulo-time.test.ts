import { describe, expect, it } from 'vitest';
import { saoPauloDayStart, saoPauloMidnight } from './sao-paulo-days.ts';
import {
  APP_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatDayMonth,
  saoPauloDayKey,
  saoPauloWallClock,
} from './sao-paulo-time.ts';

describe('the São Paulo clock (tz database)', () => {
  it('names the zone by its IANA name, the one the database is given', () => {
    expect(APP_TIME_ZONE).toBe('America/Sao_Paulo');
  });

  it('turns the day at midnight São Paulo time (03:00 UTC, no summer time since 2019)', () => {
    expect(saoPauloDayKey('2026-01-01T02:59:59.999Z')).toBe('2025-12-31');
    expect(saoPauloDayKey('2026-01-01T03:00:00Z')).toBe('2026-01-01');
    expect(saoPauloDayKey('2026-11-24T02:59:59Z')).toBe('2026-11-23');
    expect(saoPauloDayKey('2026-11-24T03:00:00Z')).toBe('2026-11-24');
    // 29 February, and a date in what used to be summer time (October to February).
    expect(saoPauloDayKey('2028-03-01T02:59:59Z')).toBe('2028-02-29');
    expect(saoPauloDayKey('2025-12-15T02:30:00Z')).toBe('2025-12-14');
  });

  it('reads the wall clock as UTC-3 in dates without summer time', () => {
    expect(saoPauloWallClock(new Date('2025-06-01T15:30:45Z'))).toEqual({
      year: 2025,
      month: 6,
      day: 1,
      hour: 12,
      minute: 30,
      second: 45,
    });
    expect(saoPauloWallClock(new Date('2026-01-01T03:00:00Z'))).toMatchObject({ day: 1, hour: 0 });
    expect(formatDateTime('2025-06-01T15:30:00Z')).toBe('01/06/2025 12:30');
    expect(formatDateTime(new Date('2025-01-01T02:05:00Z'))).toBe('31/12/2024 23:05');
    expect(formatDate('2025-01-01T02:05:00Z')).toBe('31/12/2024');
    expect(formatDayMonth('2025-01-01T02:05:00Z')).toBe('31/12');
  });

  it('follows the tz database where Brazil had summer time (UTC-2)', () => {
    expect(formatDateTime('2018-12-01T15:00:00Z')).toBe('01/12/2018 13:00');
    // The last summer time ended at 2019-02-17 00:00 -02:00: 23:59 is followed by 23:00 again.
    expect(formatDateTime('2019-02-17T01:59:00Z')).toBe('16/02/2019 23:59');
    expect(formatDateTime('2019-02-17T02:00:00Z')).toBe('16/02/2019 23:00');
    expect(saoPauloDayKey('2018-12-01T02:30:00Z')).toBe('2018-12-01');
  });

  it('finds the midnight of a day and of the days around it', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(saoPauloDayStart(now).toISOString()).toBe('2026-11-24T03:00:00.000Z');
    expect(saoPauloDayStart(now, -6).toISOString()).toBe('2026-11-18T03:00:00.000Z');
    expect(saoPauloDayStart(now, 1).toISOString()).toBe('2026-11-25T03:00:00.000Z');
    // 01:00 UTC is still the evening before in São Paulo.
    expect(saoPauloDayStart(new Date('2026-11-24T01:00:00Z')).toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(saoPauloMidnight('2026-02-28').toISOString()).toBe('2026-02-28T03:00:00.000Z');
    expect(saoPauloDayKey(saoPauloMidnight('2026-02-28'))).toBe('2026-02-28');
  });

  it('refuses an invalid date with a RangeError', () => {
    expect(() => saoPauloWallClock(new Date('nope'))).toThrow(RangeError);
    expect(() => saoPauloDayKey('nope')).toThrow(RangeError);
  });
});
