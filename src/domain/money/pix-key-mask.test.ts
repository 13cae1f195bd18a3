import { describe, expect, it } from 'vitest';
import { distinctPixKeyMasks, maskPixKey, NO_PIX_KEY_LABEL, sharedPixKeyIndexes } from './pix-key-mask.ts';

describe('maskPixKey', () => {
  it.each([
    ['52998224725', '***.982.247-**'],
    ['529.982.247-25', '***.982.247-**'],
    ['12ABC34501DE35', '**.ABC.345/01DE-**'],
    ['+5511987654321', '+55 11 *****-4321'],
    ['+552134567890', '+55 21 ****-7890'],
    ['joao.silva@gmail.com', 'jo***@gmail.com'],
    ['jo@gmail.com', 'j***@gmail.com'],
    ['a@b.com', '***@b.com'],
    ['123e4567-e89b-12d3-a456-426614174000', '123e****-****-****-****-********4000'],
    ['not a pix key', 'no********ey'],
    ['abc', '***'],
  ])('shows %j as %j', (key, masked) => {
    expect(maskPixKey(key)).toBe(masked);
  });

  it('names a missing key', () => {
    expect(maskPixKey('')).toBe(NO_PIX_KEY_LABEL);
  });
});

describe('distinctPixKeyMasks', () => {
  it('shows more of keys that the short mask would show alike, and no more', () => {
    expect(distinctPixKeyMasks(['luana@yod.test', 'lucas@yod.test'])).toEqual([
      'lua***@yod.test',
      'luc***@yod.test',
    ]);
    expect(distinctPixKeyMasks(['luana@yod.test', 'pedro@yod.test'])).toEqual([
      'lu***@yod.test',
      'pe***@yod.test',
    ]);
    // One mailbox starting the other: nothing short of the whole tells them apart.
    expect(distinctPixKeyMasks(['luana@yod.test', 'luanab@yod.test'])).toEqual([
      'luana@yod.test',
      'luanab@yod.test',
    ]);
    // Phones with the same area code and last four digits.
    const [a, b] = distinctPixKeyMasks(['+5511987651234', '+5511912341234']);
    expect(a).not.toBe(b);
    expect(a).not.toBe('+5511987651234');
  });

  it('keeps the same key alike, and says it is shared', () => {
    expect(distinctPixKeyMasks(['Luana@Yod.test', 'luana@yod.test'])).toEqual([
      'lu***@yod.test',
      'lu***@yod.test',
    ]);
    expect([...sharedPixKeyIndexes(['luana@yod.test', 'x@y.com', 'LUANA@yod.test'])]).toEqual([0, 2]);
    expect(distinctPixKeyMasks(['', ''])).toEqual([NO_PIX_KEY_LABEL, NO_PIX_KEY_LABEL]);
  });
});
