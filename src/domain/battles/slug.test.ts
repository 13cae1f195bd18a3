import { describe, expect, it } from 'vitest';
import { FALLBACK_SLUG, newBattleId, SLUG_MAX_LENGTH, slugify, uniqueSlug } from './slug.ts';

describe('slugify', () => {
  it('lowercases, hyphenates and strips diacritics', () => {
    expect(slugify('Batalha dos Campeões')).toBe('batalha-dos-campeoes');
    expect(slugify('Ação & Reação: Round 2!')).toBe('acao-reacao-round-2');
  });

  it('trims, collapses hyphens and removes edge hyphens', () => {
    expect(slugify('  --Muay   Thai -- Open--  ')).toBe('muay-thai-open');
    expect(slugify('a - b')).toBe('a-b');
  });

  it('keeps letters and digits and turns underscores into hyphens', () => {
    expect(slugify('Copa_2025')).toBe('copa-2025');
    // A title that is another battle's id never becomes that id.
    expect(slugify('battle_1700000000000_abc123')).toBe('battle-1700000000000-abc123');
  });

  it('falls back when nothing is left', () => {
    expect(slugify('!!!')).toBe(FALLBACK_SLUG);
    expect(slugify('   ')).toBe('batalha');
    expect(slugify('🥊🥊')).toBe('batalha');
  });

  it('caps the length without leaving a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(SLUG_MAX_LENGTH - 1)} bbbb`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('uniqueSlug', () => {
  it('returns the base when free', () => {
    expect(uniqueSlug('copa', new Set())).toBe('copa');
    expect(uniqueSlug('copa', new Set(['copa-1']))).toBe('copa');
  });

  it('appends the first free numeric suffix', () => {
    expect(uniqueSlug('copa', new Set(['copa']))).toBe('copa-1');
    expect(uniqueSlug('copa', new Set(['copa', 'copa-1', 'copa-2']))).toBe('copa-3');
    expect(uniqueSlug('copa', new Set(['copa', 'copa-2']))).toBe('copa-1');
  });

  it('never hands out a slug that a fixed API path answers', () => {
    expect(uniqueSlug('live', new Set())).toBe('live-1');
    expect(uniqueSlug('live', new Set(['live-1']))).toBe('live-2');
  });
});

describe('newBattleId', () => {
  it("is 'battle_' + timestamp + '_' + 6 base-36 chars", () => {
    const now = new Date(1_700_000_000_000);
    expect(newBattleId(now, () => 0)).toBe('battle_1700000000000_aaaaaa');
    expect(newBattleId(now, () => 0.999_999_9)).toBe('battle_1700000000000_999999');
    expect(newBattleId(now)).toMatch(/^battle_1700000000000_[a-z0-9]{6}$/);
  });

  it('tolerates a random source that returns 1', () => {
    expect(newBattleId(new Date(0), () => 1)).toBe('battle_0_999999');
  });
});
