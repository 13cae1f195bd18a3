import { describe, expect, it } from 'vitest';
import { prizeTypeLabel, prizeTypeOptions } from './prize-type.ts';

describe('prizeTypeLabel', () => {
  it('reads each prize type as a fan would', () => {
    expect(prizeTypeOptions.map(prizeTypeLabel)).toEqual(['PIX', 'Item', 'Vale-presente']);
  });

  it('shows an unknown code as it came, and never an inherited property', () => {
    expect(prizeTypeLabel('CRYPTO')).toBe('CRYPTO');
    expect(prizeTypeLabel('toString')).toBe('toString');
  });
});
