import { describe, expect, it } from 'vitest';
import { formatPixKey } from './pix-key-format.ts';

describe('formatPixKey', () => {
  it('writes a phone key the Brazilian way', () => {
    expect(formatPixKey('+5511987654321')).toBe('+55 (11) 98765-4321');
    expect(formatPixKey('+551133334444')).toBe('+55 (11) 3333-4444');
  });

  it('punctuates CPF and CNPJ, and leaves the other kinds as stored', () => {
    expect(formatPixKey('12345678909')).toBe('123.456.789-09');
    expect(formatPixKey('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatPixKey('fa@yod.test')).toBe('fa@yod.test');
    expect(formatPixKey('123e4567-e89b-12d3-a456-426614174000')).toBe('123e4567-e89b-12d3-a456-426614174000');
  });
});
