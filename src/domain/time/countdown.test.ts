import { describe, expect, it } from 'vitest';
import {
  countdownLabel,
  countdownTarget,
  formatCountdown,
  isImminent,
  msUntil,
  startsInLabel,
} from './countdown.ts';

const now = new Date('2025-06-01T12:00:00Z');
const start = '2025-06-02T12:00:00Z';
const end = '2025-06-03T12:00:00Z';

describe('countdownTarget', () => {
  it('counts to the start while scheduled', () => {
    expect(countdownTarget({ displayStatus: 'scheduled', startTime: start, endTime: end })).toEqual({
      label: 'Início em',
      target: new Date(start),
    });
  });

  it('counts to the end otherwise, or when a scheduled battle has no start', () => {
    for (const displayStatus of ['waiting', 'active', 'ready', 'finished'] as const) {
      expect(countdownTarget({ displayStatus, startTime: start, endTime: end })).toEqual({
        label: 'Encerramento em',
        target: new Date(end),
      });
    }
    expect(countdownTarget({ displayStatus: 'scheduled', startTime: null, endTime: end }).label).toBe(
      'Encerramento em',
    );
  });
});

describe('formatCountdown', () => {
  it('pads hours, minutes and seconds', () => {
    expect(formatCountdown(((3 * 60 + 4) * 60 + 5) * 1000)).toBe('03:04:05');
    expect(formatCountdown(59_999)).toBe('00:00:59');
  });

  it('prefixes days when there are any', () => {
    expect(formatCountdown((2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000)).toBe('2d 03:04:05');
    expect(formatCountdown(86_400_000)).toBe('1d 00:00:00');
    expect(formatCountdown(120 * 86_400_000)).toBe('120d 00:00:00');
  });

  it('shows zeros once the target has passed', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5000)).toBe('00:00:00');
  });

  it('works with msUntil', () => {
    expect(formatCountdown(msUntil(start, now))).toBe('1d 00:00:00');
  });
});

describe('startsInLabel', () => {
  const at = (ms: number) => new Date(now.getTime() + ms);

  it('shows hours and minutes', () => {
    expect(startsInLabel(at((2 * 60 + 15) * 60_000), now)).toBe('2h 15min');
    expect(startsInLabel(at(3 * 3_600_000), now)).toBe('3h');
    expect(startsInLabel(at(45 * 60_000), now)).toBe('45min');
    expect(startsInLabel(at(50 * 3_600_000), now)).toBe('50h');
  });

  it('rounds partial minutes up', () => {
    expect(startsInLabel(at(30_000), now)).toBe('1min');
    expect(startsInLabel(at(59 * 60_000 + 1), now)).toBe('1h');
  });

  it('says "Iniciando..." when due', () => {
    expect(startsInLabel(now, now)).toBe('Iniciando...');
    expect(startsInLabel(at(-60_000), now)).toBe('Iniciando...');
  });
});

describe('the last minute', () => {
  it("reads 'encerra em instantes' in the last minute only, not days or minutes ahead", () => {
    expect(countdownLabel('Encerramento em', 11_000)).toBe('Encerra em instantes');
    expect(countdownLabel('Encerramento em', 60_000)).toBe('Encerra em instantes');
    expect(countdownLabel('Encerramento em', 61_000)).toBe('Encerramento em');
    expect(countdownLabel('Encerramento em', 3 * 86_400_000)).toBe('Encerramento em');
    expect(countdownLabel('Início em', 30_000)).toBe('Começa em instantes');
    expect(isImminent(0)).toBe(false);
    expect(isImminent(-5)).toBe(false);
  });
});
