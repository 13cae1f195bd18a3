import { describe, expect, it } from 'vitest';
import { signedAmount } from './signed-amount.ts';

describe('signedAmount', () => {
  it('signs grants with + and spends with a minus sign', () => {
    expect(signedAmount(3)).toBe('+3');
    expect(signedAmount(-1)).toBe('−1');
    expect(signedAmount(0)).toBe('0');
  });
});
