import { describe, expect, it } from 'vitest';
import { maskPixKey, NO_PIX_KEY_LABEL } from './pix-key-mask.ts';

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
