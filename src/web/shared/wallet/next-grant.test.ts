import { describe, expect, it } from 'vitest';
import { timeUntilLabel } from './next-grant.ts';

const now = new Date('2026-11-26T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('timeUntilLabel', () => {
  it('reads hours and minutes as 14h32, minutes rounded up', () => {
    expect(timeUntilLabel(later((14 * 60 + 32) * 60_000), now)).toBe('14h32');
    expect(timeUntilLabel(later((14 * 60 + 31) * 60_000 + 1), now)).toBe('14h32');
    expect(timeUntilLabel(later(2 * 3_600_000), now)).toBe('2h00');
  });

  it('drops the hours in the last hour and never says 0', () => {
    expect(timeUntilLabel(later(59 * 60_000), now)).toBe('59 min');
    expect(timeUntilLabel(later(61_000), now)).toBe('2 min');
    expect(timeUntilLabel(later(30_000), now)).toBe('menos de 1 min');
    expect(timeUntilLabel(later(-5_000), now)).toBe('menos de 1 min');
  });
});
