import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '#domain/text/format.ts';

const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

describe('formatMoney without Intl', () => {
  it('writes what Intl writes for pt-BR BRL, rounding, grouping and sign included', () => {
    const cases = [
      0,
      -0,
      0.005,
      0.015,
      0.285,
      1.005,
      1.115,
      2.675,
      9.995,
      -9.995,
      999.995,
      -0.001,
      1e15 + 0.5,
      123456789.125,
    ];
    for (const n of cases) expect(formatMoney(n), String(n)).toBe(intl.format(n));
    fc.assert(
      fc.property(
        fc.double({ min: -1e16, max: 1e16, noNaN: true }),
        (n) => formatMoney(n) === intl.format(n),
      ),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (c) => formatMoney(c / 100) === intl.format(c / 100)),
      { numRuns: 5000 },
    );
  });

  it('takes the numeric strings PostgreSQL returns, and keeps Intl for what is not a finite amount', () => {
    expect(formatMoney('1234.5')).toBe(intl.format(1234.5));
    expect(formatMoney(Number.NaN)).toBe(intl.format(Number.NaN));
    expect(formatMoney(1e22)).toBe(intl.format(1e22));
  });
});
