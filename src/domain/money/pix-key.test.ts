import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPixKey, isValidCnpj, isValidCpf } from './pix-key.ts';

// An oracle written from the Receita Federal's tables, independent of the module's weight formula.
const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Receita's value of a character: its ASCII code minus 48 (A = 17 … Z = 42). */
const value = (c: string) => c.charCodeAt(0) - 48;

function checkDigit(body: string, weights: number[]): string {
  const sum = [...body].reduce((acc, c, i) => acc + value(c) * weights[i]!, 0);
  const rest = sum % 11;
  return String(rest < 2 ? 0 : 11 - rest);
}

function withCpfDigits(body: string): string {
  const first = checkDigit(body, CPF_WEIGHTS_1);
  return body + first + checkDigit(body + first, CPF_WEIGHTS_2);
}

function withCnpjDigits(body: string): string {
  const first = checkDigit(body, CNPJ_WEIGHTS_1);
  return body + first + checkDigit(body + first, CNPJ_WEIGHTS_2);
}

const allSame = (s: string) => new Set(s).size === 1;

const digits = (n: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: n, maxLength: n }).map((a) => a.join(''));
const alphanumerics = (n: number) =>
  fc.array(fc.constantFrom(...ALPHANUMERIC), { minLength: n, maxLength: n }).map((a) => a.join(''));

const cpfArb = digits(9)
  .map(withCpfDigits)
  .filter((cpf) => !allSame(cpf));
const numericCnpjArb = digits(12)
  .map(withCnpjDigits)
  .filter((cnpj) => !allSame(cnpj));
/** The format from July 2026: 12 characters 0-9/A-Z, two numeric check digits. */
const alphanumericCnpjArb = alphanumerics(12)
  .map(withCnpjDigits)
  .filter((cnpj) => !allSame(cnpj));
const cnpjArb = fc.oneof(numericCnpjArb, alphanumericCnpjArb);

const replaceAt = (s: string, i: number, c: string) => s.slice(0, i) + c + s.slice(i + 1);

describe('CPF check digits', () => {
  it('accepts every generated CPF, as a CPF key in its bare form', () => {
    fc.assert(
      fc.property(cpfArb, (cpf) => {
        expect(isValidCpf(cpf)).toBe(true);
        expect(checkPixKey(cpf)).toEqual({ valid: true, type: 'cpf', key: cpf });
      }),
    );
  });

  it('refuses any single-digit change of a CPF whose first check digit is not 0', () => {
    fc.assert(
      fc.property(
        cpfArb.filter((cpf) => cpf[9] !== '0'),
        fc.nat(10),
        fc.integer({ min: 1, max: 9 }),
        (cpf, position, shift) => {
          const changed = replaceAt(cpf, position, String((Number(cpf[position]) + shift) % 10));
          expect(isValidCpf(changed)).toBe(false);
        },
      ),
    );
  });

  it('misses a change only through the rule’s one blind spot: remainders 0 and 1 both give 0', () => {
    fc.assert(
      fc.property(cpfArb, fc.nat(10), fc.integer({ min: 1, max: 9 }), (cpf, position, shift) => {
        const changed = replaceAt(cpf, position, String((Number(cpf[position]) + shift) % 10));
        if (isValidCpf(changed)) {
          expect(position).toBeLessThan(9);
          expect(cpf[9]).toBe('0');
        }
      }),
    );
    // Such a pair exists: the first digit's second-digit weight is 11, and 10 -> 0 hides the first.
    expect([isValidCpf('12345678909'), isValidCpf('22345678909')]).toEqual([true, true]);
  });

  it('normalises any way of typing a CPF to the same key', () => {
    const formats = [
      (d: string) => d,
      (d: string) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`,
      (d: string) => `  ${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)} `,
      (d: string) => `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 9)} ${d.slice(9)}`,
      (d: string) => `${d.slice(0, 9)}-${d.slice(9)}`,
    ];
    fc.assert(
      fc.property(cpfArb, fc.constantFrom(...formats), (cpf, format) => {
        expect(checkPixKey(format(cpf))).toEqual({ valid: true, type: 'cpf', key: cpf });
      }),
    );
  });

  it('refuses the all-same-digit numbers that pass the arithmetic', () => {
    for (const d of '0123456789') expect(isValidCpf(d.repeat(11))).toBe(false);
  });
});

describe('CNPJ check digits (numeric and alphanumeric)', () => {
  it('accepts the Receita Federal example and every generated CNPJ', () => {
    expect(checkPixKey('12.ABC.345/01DE-35')).toEqual({ valid: true, type: 'cnpj', key: '12ABC34501DE35' });
    fc.assert(
      fc.property(cnpjArb, (cnpj) => {
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(checkPixKey(cnpj)).toEqual({ valid: true, type: 'cnpj', key: cnpj });
      }),
    );
  });

  it('refuses any single-digit change of a CNPJ whose check digits are not both 0', () => {
    fc.assert(
      fc.property(
        cnpjArb.filter((cnpj) => cnpj.slice(12) !== '00'),
        fc.nat(13),
        fc.integer({ min: 1, max: 9 }),
        (cnpj, position, shift) => {
          const current = cnpj[position]!;
          // A digit changes to another digit; a letter to another letter that many places away.
          const next = /\d/.test(current)
            ? String((Number(current) + shift) % 10)
            : String.fromCharCode(65 + ((current.charCodeAt(0) - 65 + shift) % 26));
          fc.pre(Math.abs(value(next) - value(current)) % 11 !== 0);
          expect(isValidCnpj(replaceAt(cnpj, position, next))).toBe(false);
        },
      ),
    );
  });

  it('misses a change only through the rule’s blind spots', () => {
    fc.assert(
      fc.property(cnpjArb, fc.nat(13), fc.constantFrom(...ALPHANUMERIC), (cnpj, position, next) => {
        fc.pre(next !== cnpj[position]);
        const changed = replaceAt(cnpj, position, next);
        if (isValidCnpj(changed)) {
          expect(position).toBeLessThan(12);
          // Values 11 apart weigh the same mod 11 ('1' and 'G'), or both check digits were 0.
          const sameWeight = (value(next) - value(cnpj[position]!)) % 11 === 0;
          expect(sameWeight || cnpj.slice(12) === '00').toBe(true);
        }
      }),
    );
    // '1' (1) and 'G' (23) are 22 apart: the Receita example stays valid with a G in front.
    expect([isValidCnpj('12ABC34501DE35'), isValidCnpj('G2ABC34501DE35')]).toEqual([true, true]);
  });

  it('normalises any way of typing a CNPJ (mask, case, spaces) to the same key', () => {
    const formats = [
      (c: string) => c,
      (c: string) => c.toLowerCase(),
      (c: string) => `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`,
      (c: string) =>
        ` ${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)} `.toLowerCase(),
    ];
    fc.assert(
      fc.property(cnpjArb, fc.constantFrom(...formats), (cnpj, format) => {
        expect(checkPixKey(format(cnpj))).toEqual({ valid: true, type: 'cnpj', key: cnpj });
      }),
    );
  });
});

describe('phone, e-mail and random keys', () => {
  const areaCode = fc.constantFrom('11', '21', '31', '47', '61', '71', '85', '91', '99');

  it('stores a mobile number as E.164 however it is typed', () => {
    const formats = [
      (ddd: string, n: string) => `+55${ddd}${n}`,
      (ddd: string, n: string) => `+55 ${ddd} ${n.slice(0, 5)}-${n.slice(5)}`,
      (ddd: string, n: string) => `+55 (${ddd}) ${n.slice(0, 5)}-${n.slice(5)}`,
      (ddd: string, n: string) => `(${ddd}) ${n.slice(0, 5)}-${n.slice(5)}`,
      (ddd: string, n: string) => `55${ddd}${n}`,
    ];
    fc.assert(
      fc.property(areaCode, digits(8), fc.constantFrom(...formats), (ddd, rest, format) => {
        const number = `9${rest}`;
        expect(checkPixKey(format(ddd, number))).toEqual({
          valid: true,
          type: 'phone',
          key: `+55${ddd}${number}`,
        });
      }),
    );
  });

  it('refuses other countries, unknown area codes and numbers of the wrong length', () => {
    for (const bad of [
      '+1 202 555 0101',
      '+55 20 98765-4321',
      '+55 11 8765-432',
      '+55 11 88765-4321',
      '+55 11 0234-5678',
    ])
      expect(checkPixKey(bad), bad).toMatchObject({ valid: false, type: 'phone' });
    expect(checkPixKey('+55 11 2345-6789')).toEqual({ valid: true, type: 'phone', key: '+551123456789' });
  });

  it('reads 11 bare digits as a CPF when they are one, and as a mobile number otherwise', () => {
    expect(checkPixKey('52998224725')).toMatchObject({ type: 'cpf' });
    expect(checkPixKey('11987654321')).toEqual({ valid: true, type: 'phone', key: '+5511987654321' });
    expect(checkPixKey('52998224724')).toEqual({ valid: false, type: 'cpf', problem: 'cpf' });
  });

  it('lower-cases e-mail and random keys and refuses malformed ones', () => {
    expect(checkPixKey(' Ana.Souza+pix@Exemplo.COM.br ')).toEqual({
      valid: true,
      type: 'email',
      key: 'ana.souza+pix@exemplo.com.br',
    });
    fc.assert(
      fc.property(fc.uuid(), fc.boolean(), (uuid, upper) => {
        expect(checkPixKey(upper ? uuid.toUpperCase() : uuid)).toEqual({
          valid: true,
          type: 'evp',
          key: uuid,
        });
      }),
    );
    for (const bad of ['ana@', '@exemplo.com', 'ana souza@exemplo.com', `${'a'.repeat(70)}@exemplo.com`])
      expect(checkPixKey(bad), bad).toMatchObject({ valid: false, type: 'email' });
    expect(checkPixKey('123e4567-e89b-12d3-a456')).toEqual({ valid: false, type: 'evp', problem: 'evp' });
  });

  it('refuses text that is no key and asks for an empty one', () => {
    expect(checkPixKey('not a pix key at all !!')).toEqual({ valid: false, type: null, problem: 'unknown' });
    expect(checkPixKey('   ')).toEqual({ valid: false, type: null, problem: 'empty' });
    expect(checkPixKey('12345')).toEqual({ valid: false, type: null, problem: 'unknown' });
  });
});
