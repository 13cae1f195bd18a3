import { describe, expect, it } from 'vitest';
import { voteDayStreaks } from './vote-days.ts';

describe('voteDayStreaks', () => {
  it('counts days in a row, across a month end, ignoring repeats', () => {
    expect(voteDayStreaks(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-01'], '2026-12-01')).toEqual({
      current: 3,
      best: 3,
    });
  });

  it('keeps the streak while today has no vote yet, loses it after a day without', () => {
    expect(voteDayStreaks(['2026-11-29', '2026-11-30'], '2026-12-01').current).toBe(2);
    expect(voteDayStreaks(['2026-11-29', '2026-11-30'], '2026-12-02')).toEqual({ current: 0, best: 2 });
  });

  it('keeps the best run apart from the current one', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-10', '2026-11-11'];
    expect(voteDayStreaks(days, '2026-11-11')).toEqual({ current: 2, best: 4 });
    expect(voteDayStreaks([], '2026-11-11')).toEqual({ current: 0, best: 0 });
  });
});
