import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters, normalizeFighterName } from './fighter-name.ts';
import { confusableSkeleton, fighterNameKey } from './fighter-name-key.ts';

describe('normalizeFighterName', () => {
  it('applies NFKC, trims and collapses runs of spaces', () => {
    expect(normalizeFighterName('  Ｓａｅｎｃｈａｉ  ')).toBe('Saenchai');
    expect(normalizeFighterName('𝐁𝐮𝐚𝐤𝐚𝐰')).toBe('Buakaw');
    expect(normalizeFighterName('Nong\u00a0\u00a0O')).toBe('Nong O');
    expect(normalizeFighterName('ﬁghter')).toBe('fighter');
    // Composed and decomposed accents become one form.
    expect(normalizeFighterName('Joa\u0303o')).toBe('João');
  });
});

describe('hasHiddenCharacters', () => {
  it.each([
    ['zero-width space', '\u200b'],
    ['zero-width non-joiner', '\u200c'],
    ['zero-width joiner', '\u200d'],
    ['word joiner', '\u2060'],
    ['byte order mark', '\ufeff'],
    ['soft hyphen', '\u00ad'],
    ['right-to-left override', '\u202e'],
    ['left-to-right isolate', '\u2066'],
    ['right-to-left mark', '\u200f'],
    ['combining grapheme joiner', '\u034f'],
    ['Hangul filler', '\u3164'],
    ['variation selector', '\ufe0f'],
    ['blank Braille pattern', '\u2800'],
    ['Ogham space mark', '\u1680'],
    ['tab', '\t'],
    ['bell', '\u0007'],
    ['line separator', '\u2028'],
    ['private use', '\ue000'],
  ])('refuses a %s', (_name, char) => {
    expect(hasHiddenCharacters(normalizeFighterName(`Saen${char}chai`))).toBe(true);
  });

  it('accepts letters of any script, accents, digits, spaces, punctuation and emoji', () => {
    for (const name of ['Saenchai', 'João Gonçalves', 'Nong-O', '李小龍', 'Сайенчай', 'Buakaw 🥊', "O'Neil"])
      expect(hasHiddenCharacters(normalizeFighterName(name)), name).toBe(false);
  });
});

describe('fighterNameKey', () => {
  it('gives look-alikes one key: Cyrillic letters, digits for letters, rn for m, styled letters', () => {
    const saenchai = fighterNameKey('Saenchai');
    expect(fighterNameKey('S\u0430encha\u0456')).toBe(saenchai);
    expect(fighterNameKey('Ｓａｅｎｃｈａｉ')).toBe(saenchai);
    expect(fighterNameKey('Saen\u200bchai')).toBe(saenchai);
    expect(fighterNameKey('Nong-0')).toBe(fighterNameKey('Nong-O'));
    expect(fighterNameKey('Rodtarng')).toBe(fighterNameKey('Rodtamg'));
    expect(fighterNameKey('SaenchaI')).toBe(fighterNameKey('Saenchal'));
  });

  it('keeps names that look different apart', () => {
    expect(fighterNameKey('Saenchai')).not.toBe(fighterNameKey('Saenchal'));
    expect(fighterNameKey('Saenchai')).not.toBe(fighterNameKey('Saenchaí'));
    expect(fighterNameKey('Buakaw')).not.toBe(fighterNameKey('Buakaw2'));
  });

  it('uses the TR39 skeleton: NFD around the confusables mapping', () => {
    expect(confusableSkeleton('ℜ𝘂ᖯʏ')).toBe('Ruby');
    expect(confusableSkeleton('é')).toBe('e\u0301');
  });
});
