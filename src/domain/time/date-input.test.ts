import { describe, expect, it } from 'vitest';
import { toDate, toTime } from './date-input.ts';

describe('date input', () => {
  it('accepts Date, ISO string and epoch milliseconds', () => {
    const d = new Date('2025-06-01T12:00:00Z');
    expect(toDate(d)).toBe(d);
    expect(toDate('2025-06-01T12:00:00Z').getTime()).toBe(d.getTime());
    expect(toDate(d.getTime()).getTime()).toBe(d.getTime());
  });

  it('maps missing dates to null', () => {
    expect(toTime(null)).toBeNull();
    expect(toTime(undefined)).toBeNull();
    expect(toTime('1970-01-01T00:00:00.005Z')).toBe(5);
  });
});
