import { describe, expect, it } from 'vitest';
import {
  BAN_PRESET_HOURS,
  banDurationLabel,
  banExpiresAt,
  banMessageFor,
  banPresets,
  DEFAULT_BAN_HOURS,
  DEFAULT_UNBAN_REASON,
  DELETED_ACCOUNT_REASON,
  isBanActive,
  PARTICIPANT_BAN_REASON,
} from './ban.ts';

const now = new Date('2025-06-01T12:00:00Z');

describe('ban constants', () => {
  it('matches the product presets and reasons', () => {
    expect(BAN_PRESET_HOURS).toEqual([1, 6, 24, 72, 168, 720]);
    expect(banPresets.map((p) => p.hours)).toEqual([...BAN_PRESET_HOURS]);
    expect(banPresets.map((p) => p.label)).toEqual([
      '1 hora',
      '6 horas',
      '24 horas',
      '72 horas (3 dias)',
      '168 horas (7 dias)',
      '720 horas (30 dias)',
    ]);
    expect(DEFAULT_BAN_HOURS).toBe(24);
    expect(DEFAULT_UNBAN_REASON).toBe('Manually unbanned by admin');
    expect(DELETED_ACCOUNT_REASON).toBe('Account deleted by admin');
    expect(PARTICIPANT_BAN_REASON.trim()).not.toBe('');
  });
});

describe('isBanActive', () => {
  it('treats a missing expiry as permanent', () => {
    expect(isBanActive({ expiresAt: null }, now)).toBe(true);
  });

  it('is active until the expiry instant', () => {
    expect(isBanActive({ expiresAt: '2025-06-01T12:00:01Z' }, now)).toBe(true);
    expect(isBanActive({ expiresAt: now }, now)).toBe(false);
    expect(isBanActive({ expiresAt: '2025-06-01T11:00:00Z' }, now)).toBe(false);
  });

  it('is inactive without a ban', () => {
    expect(isBanActive(null, now)).toBe(false);
    expect(isBanActive(undefined, now)).toBe(false);
  });
});

describe('ban helpers', () => {
  it('computes the expiry from hours, null for permanent', () => {
    expect(banExpiresAt(now, 24)).toEqual(new Date('2025-06-02T12:00:00Z'));
    expect(banExpiresAt(now, null)).toBeNull();
  });

  it('labels durations', () => {
    expect(banDurationLabel(72)).toBe('72 horas (3 dias)');
    expect(banDurationLabel(1)).toBe('1 hora');
    expect(banDurationLabel(5)).toBe('5 horas');
  });

  it('builds the ban message with the São Paulo expiry', () => {
    expect(banMessageFor({ reason: 'spam', expiresAt: '2025-06-02T15:00:00Z' })).toBe(
      'Sua conta está banida. Motivo: spam. O banimento expira em 02/06/2025 12:00.',
    );
    expect(banMessageFor({ reason: 'spam', expiresAt: null })).toBe(
      'Sua conta está banida. Motivo: spam. O banimento é permanente.',
    );
  });
});
