import { describe, expect, it } from 'vitest';
import { automaticStatus, durationLabel, moderatorStatusChoices, promisesPrize } from './battle-approval.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

describe('two people for prize money', () => {
  it('counts any prize above zero, whatever its type', () => {
    expect(promisesPrize(0)).toBe(false);
    expect(promisesPrize(0.01)).toBe(true);
    expect(promisesPrize(null)).toBe(false);
  });

  it('gives a battle the status of its dates', () => {
    expect(automaticStatus(at(1), NOW)).toBe('scheduled');
    expect(automaticStatus(at(-1), NOW)).toBe('waiting');
    expect(automaticStatus(null, NOW)).toBe('waiting');
  });

  it('lets a moderator choose only what the rules give', () => {
    const choose = (
      current: Parameters<typeof moderatorStatusChoices>[0]['current'],
      display: Parameters<typeof moderatorStatusChoices>[0]['currentDisplay'],
      start: Date | null,
    ) => moderatorStatusChoices({ current, currentDisplay: display, start, now: NOW });
    expect(choose(null, null, at(-1))).toEqual(['pending', 'waiting']);
    expect(choose(null, null, at(24))).toEqual(['pending', 'scheduled']);
    expect(choose('pending', 'pending', at(-1))).toEqual(['pending', 'waiting']);
    // Open to fighters and votes: no going back to pending, no running or finished by hand.
    expect(choose('waiting', 'waiting', at(-1))).toEqual(['waiting']);
    expect(choose('active', 'active', at(-1))).toEqual(['active']);
    // A start moved into the future makes it scheduled, for everyone.
    expect(choose('waiting', 'waiting', at(5))).toEqual(['scheduled', 'waiting']);
    for (const status of [choose(null, null, null), choose('scheduled', 'scheduled', at(3))].flat())
      expect(['ready', 'active', 'finished']).not.toContain(status);
  });

  it('says how long a battle runs, so a wrong month or year shows', () => {
    expect(durationLabel(at(0), at(24 * 7 + 2))).toBe('7 dias e 2 horas');
    expect(durationLabel(at(0), at(24 * 365))).toBe('365 dias');
    expect(durationLabel(at(0), at(3.5))).toBe('3 horas e 30 minutos');
    expect(durationLabel(at(0), at(1 / 60))).toBe('1 minuto');
    expect(durationLabel(at(1), at(0))).toBeNull();
  });
});
