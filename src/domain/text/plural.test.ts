import { describe, expect, it } from 'vitest';
import { plural, pluralWord } from './plural.ts';

const battles = { one: 'batalha', other: 'batalhas' };

describe('plural', () => {
  it('puts the count and the form that goes with it, the count grouped the pt-BR way', () => {
    expect(plural(1, battles)).toBe('1 batalha');
    expect(plural(2, battles)).toBe('2 batalhas');
    expect(plural(1500, battles)).toBe('1.500 batalhas');
    expect(plural(0, battles)).toBe('0 batalhas');
  });

  it('follows the pt-BR rules beyond whole positive numbers', () => {
    expect(pluralWord(-1, { one: 'YodCoin', other: 'YodCoins' })).toBe('YodCoin');
    expect(pluralWord(-2, { one: 'YodCoin', other: 'YodCoins' })).toBe('YodCoins');
    expect(plural(1.5, { one: 'milhão', other: 'milhões' })).toBe('1,5 milhão');
  });

  it('gives the word alone when the sentence places the count itself', () => {
    expect(pluralWord(1, battles)).toBe('batalha');
    expect(pluralWord(7, battles)).toBe('batalhas');
  });
});
