import { describe, expect, it } from 'vitest';
import { containsPattern, lookupOrder } from './battle-lookup.ts';

describe('lookupOrder', () => {
  it('tries slug first for identifiers with letters or hyphens', () => {
    expect(lookupOrder('copa-de-verao')).toEqual(['slug', 'id', 'former', 'partial']);
    expect(lookupOrder('2025-06')).toEqual(['slug', 'id', 'former', 'partial']);
    expect(lookupOrder('campeão')).toEqual(['slug', 'id', 'former', 'partial']);
  });

  it('tries id first otherwise', () => {
    expect(lookupOrder('1700000000000')).toEqual(['id', 'slug', 'former', 'partial']);
    expect(lookupOrder('123_456')).toEqual(['id', 'slug', 'former', 'partial']);
    // An id, even where an older slug made from a title equals it: the id wins.
    expect(lookupOrder('battle_1700000000000_abc123')).toEqual(['id', 'slug', 'former', 'partial']);
  });
});

describe('containsPattern', () => {
  it('wraps in wildcards and escapes LIKE metacharacters', () => {
    expect(containsPattern('copa')).toBe('%copa%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
