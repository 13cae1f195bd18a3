import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes a whole emoji, never half of it', () => {
    expect(initials('🥊Buakaw')).toBe('🥊');
    expect(initials('👍🏽 fã')).toBe('👍🏽');
    expect(initials('🇧🇷Brasil')).toBe('🇧🇷');
    expect(initials('👨‍👩‍👧 Família')).toBe('👨‍👩‍👧');
    expect(initials('🥊Buakaw')).not.toContain('\uFFFD');
    expect(initials('😀').length).toBe(2);
  });

  it('keeps a letter with its combining accent and upper-cases it', () => {
    expect(initials('e\u0301lida')).toBe('E\u0301');
    expect(initials('joão')).toBe('J');
    expect(initials('ágata')).toBe('Á');
  });

  it('gives two letters for two-letter tiles, from two words or one', () => {
    expect(initials('joao_silva', 2)).toBe('JS');
    expect(initials('Rodtang Jitmuangnon', 2)).toBe('RJ');
    expect(initials('buakaw', 2)).toBe('BU');
    expect(initials('🥊🔥', 2)).toBe('🥊🔥');
    expect(initials('  Saenchai ')).toBe('S');
  });

  it("reads '?' for a blank name", () => {
    expect(initials('')).toBe('?');
    expect(initials(' _ ')).toBe('?');
  });
});
