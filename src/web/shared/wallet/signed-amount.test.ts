import { describe, expect, it } from 'vitest';
import { signedAmount } from './signed-amount.ts';

describe('signedAmount', () => {
  it('signs grants with + and spends with a minus sign', () => {
    expect(signedAmount(3)).toBe('+3');
    expect(signedAmount(-1)).toBe('−1');
    expect(signedAmount(0)).toBe('0');
  });

  it('groups thousands the pt-BR way', () => {
    expect(signedAmount(2_487_655)).toBe('+2.487.655');
    expect(signedAmount(-1500)).toBe('−1.500');
  });
});
