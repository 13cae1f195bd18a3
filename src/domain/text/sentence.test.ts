import { describe, expect, it } from 'vitest';
import { endSentence } from './sentence.ts';

describe('endSentence', () => {
  it('adds the period a text lacks', () => {
    expect(endSentence('Spam')).toBe('Spam.');
    expect(endSentence('  Spam  ')).toBe('Spam.');
  });

  it('keeps the end a text already has, so no sentence ends twice', () => {
    expect(endSentence('Spam.')).toBe('Spam.');
    expect(endSentence('Spam!')).toBe('Spam!');
    expect(endSentence('Spam?')).toBe('Spam?');
    expect(endSentence('Aguarde...')).toBe('Aguarde...');
    expect(endSentence('')).toBe('');
  });
});
