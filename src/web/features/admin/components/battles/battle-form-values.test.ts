import { describe, expect, it } from 'vitest';
import {
  emptyBattleForm,
  formPathOf,
  formToRequest,
  fromSaoPauloInput,
  isFutureStart,
  toSaoPauloInput,
} from './battle-form-values.ts';

describe('battle form values', () => {
  it('reads datetime-local text as São Paulo time (UTC-3), whatever the browser zone', () => {
    expect(fromSaoPauloInput('2025-01-15T10:30')).toBe('2025-01-15T13:30:00.000Z');
    expect(fromSaoPauloInput('')).toBeNull();
    expect(fromSaoPauloInput('15/01/2025 10:30')).toBeNull();
  });

  it('shows stored instants on the São Paulo clock', () => {
    expect(toSaoPauloInput('2025-01-15T13:30:00.000Z')).toBe('2025-01-15T10:30');
    expect(toSaoPauloInput(null)).toBe('');
    expect(fromSaoPauloInput(toSaoPauloInput('2030-06-01T02:05:00.000Z'))).toBe('2030-06-01T02:05:00.000Z');
  });

  it('forces scheduled for a future start and keeps the chosen status otherwise', () => {
    const now = new Date('2025-01-15T13:00:00.000Z');
    const future = {
      ...emptyBattleForm(),
      title: 'A',
      startLocal: '2025-01-15T10:30',
      endLocal: '2025-01-16T10:00',
    };
    expect(isFutureStart(future.startLocal, now)).toBe(true);
    expect(formToRequest({ ...future, status: 'active' }, now).status).toBe('scheduled');
    const past = { ...future, startLocal: '2025-01-15T09:30' };
    expect(isFutureStart(past.startLocal, now)).toBe(false);
    expect(formToRequest({ ...past, status: 'active' }, now).status).toBe('active');
  });

  it('maps blanks: no maximum, numbers parsed, empty logo rows dropped', () => {
    const now = new Date('2025-01-15T13:00:00.000Z');
    const request = formToRequest(
      {
        ...emptyBattleForm(),
        prizeAmount: '10.50',
        maxParticipants: '',
        sponsors: [{ name: 'S', description: '', logos: [{ url: ' ' }, { url: 'https://x.dev/a.png' }] }],
      },
      now,
    );
    expect(request.prizeAmount).toBe(10.5);
    expect(request.maxParticipants).toBeNull();
    expect(request.sponsors?.[0]?.logos).toEqual(['https://x.dev/a.png']);
  });

  it('maps request paths back to form inputs', () => {
    expect(formPathOf(['startTime'])).toBe('startLocal');
    expect(formPathOf(['endTime'])).toBe('endLocal');
    expect(formPathOf(['sponsors', 0, 'logos', 1])).toBe('sponsors.0.logos.1.url');
    expect(formPathOf(['sponsors', 2, 'name'])).toBe('sponsors.2.name');
  });
});
