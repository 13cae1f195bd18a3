import { describe, expect, it } from 'vitest';
import { prizeInWords, prizeShortWords } from './prize-words.ts';

const nbsp = (s: string) => s.replace(/ /g, '\u00a0');

describe('prizeInWords', () => {
  it('says who receives the money', () => {
    expect(prizeInWords({ amount: 500, type: 'PIX' })).toBe(
      `Prêmio de ${nbsp('R$ 500,00')} via PIX para o lutador mais votado`,
    );
    expect(prizeInWords({ amount: 80, type: 'GIFT_CARD' })).toContain(
      'em vale-presente para o lutador mais votado',
    );
  });

  it('states the split and each share for a tie', () => {
    expect(prizeInWords({ amount: 150, type: 'PIX' }, 2)).toBe(
      `Prêmio de ${nbsp('R$ 150,00')} via PIX dividido entre os 2 mais votados: ${nbsp('R$ 75,00')} para cada`,
    );
    // One winner is no split.
    expect(prizeInWords({ amount: 150, type: 'PIX' }, 1)).toContain('para o lutador mais votado');
  });

  it('has words for a battle without money', () => {
    expect(prizeInWords({ amount: 0, type: 'PIX' })).toBe('Batalha sem prêmio em dinheiro');
    expect(prizeInWords({ amount: 0, type: 'ITEM' })).toBe('Prêmio em item para o lutador mais votado');
  });

  it('has a short line for the share image', () => {
    expect(prizeShortWords({ amount: 500, type: 'PIX' })).toBe(`${nbsp('R$ 500,00')} via PIX ao mais votado`);
    expect(prizeShortWords({ amount: 150, type: 'PIX' }, 2)).toBe(`${nbsp('R$ 75,00')} para cada campeão`);
  });
});
