import { describe, expect, it } from 'vitest';
import {
  centsFromTypedDigits,
  formatCentsInput,
  formatMoneyInput,
  MAX_INPUT_CENTS,
  parseMoneyInput,
  reaisOfInput,
} from './money-input.ts';

describe('money input (pt-BR)', () => {
  it('fills from the right as digits are typed', () => {
    expect(formatCentsInput(centsFromTypedDigits('9'))).toBe('R$ 0,09');
    expect(formatCentsInput(centsFromTypedDigits('99'))).toBe('R$ 0,99');
    expect(formatCentsInput(centsFromTypedDigits('9990'))).toBe('R$ 99,90');
    expect(formatCentsInput(centsFromTypedDigits('123456'))).toBe('R$ 1.234,56');
    expect(formatCentsInput(centsFromTypedDigits('R$ 99,905'))).toBe('R$ 999,05');
    expect(formatCentsInput(centsFromTypedDigits(''))).toBe('R$ 0,00');
    expect(centsFromTypedDigits('9'.repeat(20))).toBe(MAX_INPUT_CENTS);
  });

  it('formats reais with dots between thousands', () => {
    expect(formatMoneyInput(0)).toBe('R$ 0,00');
    expect(formatMoneyInput(99.9)).toBe('R$ 99,90');
    expect(formatMoneyInput(1_234_567.89)).toBe('R$ 1.234.567,89');
    expect(formatMoneyInput(0.1 + 0.2)).toBe('R$ 0,30');
  });

  it('reads what people paste the Brazilian way', () => {
    expect(parseMoneyInput('99,90')).toBe(9990);
    expect(parseMoneyInput('99,9')).toBe(9990);
    expect(parseMoneyInput('R$ 1.234,56')).toBe(123456);
    expect(parseMoneyInput('R$\u00a01.234,56')).toBe(123456);
    expect(parseMoneyInput('R$1234,56')).toBe(123456);
    expect(parseMoneyInput('1.234')).toBe(123400);
    expect(parseMoneyInput('1.234.567')).toBe(123456700);
    expect(parseMoneyInput('1234')).toBe(123400);
    expect(parseMoneyInput(' 500 ')).toBe(50000);
  });

  it('reads the machine form with a decimal point (99.9), never as thousands', () => {
    expect(parseMoneyInput('99.9')).toBe(9990);
    expect(parseMoneyInput('99.90')).toBe(9990);
  });

  it('refuses what it would have to guess', () => {
    for (const text of ['', 'abc', '9,999', '1,2,3', '12.34,5.6', '-5', '1.23,45', 'R$']) {
      expect(parseMoneyInput(text), text).toBeNull();
    }
    expect(parseMoneyInput('99999999999999')).toBeNull();
  });

  it('gives the field text back in reais', () => {
    expect(reaisOfInput('R$ 99,90')).toBe(99.9);
    expect(reaisOfInput('R$ 0,00')).toBe(0);
    expect(reaisOfInput('')).toBeNaN();
  });
});
