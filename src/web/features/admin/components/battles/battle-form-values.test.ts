import { describe, expect, it } from 'vitest';
import {
  changedRequest,
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
        prizeAmount: 'R$ 1.010,50',
        maxParticipants: '',
        sponsors: [{ name: 'S', description: '', logos: [{ url: ' ' }, { url: 'https://x.dev/a.png' }] }],
      },
      now,
    );
    expect(request.prizeAmount).toBe(1010.5);
    expect(formToRequest({ ...emptyBattleForm(), prizeAmount: 'R$ 99,90' }, now).prizeAmount).toBe(99.9);
    expect(request.maxParticipants).toBeNull();
    expect(request.sponsors?.[0]?.logos).toEqual(['https://x.dev/a.png']);
  });

  it('keeps only the fields that changed, with the status beside a moved start', () => {
    const now = new Date('2025-01-15T13:00:00.000Z');
    const base = {
      ...emptyBattleForm(),
      title: 'A',
      startLocal: '2025-01-15T09:00',
      endLocal: '2025-01-16T10:00',
    };
    const same = formToRequest(base, now);
    expect(changedRequest(same, formToRequest(base, now))).toEqual({});
    expect(changedRequest(same, formToRequest({ ...base, title: 'B' }, now))).toEqual({ title: 'B' });
    expect(changedRequest(same, formToRequest({ ...base, startLocal: '2025-01-15T08:00' }, now))).toEqual({
      startTime: '2025-01-15T11:00:00.000Z',
      status: 'waiting',
    });
  });

  it('maps request paths back to form inputs', () => {
    expect(formPathOf(['startTime'])).toBe('startLocal');
    expect(formPathOf(['endTime'])).toBe('endLocal');
    expect(formPathOf(['sponsors', 0, 'logos', 1])).toBe('sponsors.0.logos.1.url');
    expect(formPathOf(['sponsors', 2, 'name'])).toBe('sponsors.2.name');
  });
});
