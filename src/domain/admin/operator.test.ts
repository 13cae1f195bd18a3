import { describe, expect, it } from 'vitest';
import { formatCnpj, isCnpj, operatorIdentification } from './operator.ts';

describe('operator identification', () => {
  it('checks a CNPJ by its format and check digits, punctuation allowed', () => {
    expect(isCnpj('11.222.333/0001-81')).toBe(true);
    expect(isCnpj('11222333000181')).toBe(true);
    expect(isCnpj('11.222.333/0001-82')).toBe(false);
    expect(isCnpj('11111111111111')).toBe(false);
    expect(isCnpj('1122233300018')).toBe(false);
  });

  it('formats the CNPJ and names the operator, or gives null when nothing is configured', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(operatorIdentification({ legalName: 'Yod Arena Ltda.', cnpj: '11222333000181' })).toBe(
      'Yod Arena Ltda., CNPJ 11.222.333/0001-81',
    );
    expect(operatorIdentification({ legalName: 'Yod Arena Ltda.', cnpj: '' })).toBe('Yod Arena Ltda.');
    expect(operatorIdentification({ legalName: ' ', cnpj: '' })).toBeNull();
  });
});
