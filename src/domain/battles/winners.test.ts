import { describe, expect, it } from 'vitest';
import { computeWinners, prizeShare, splitPrize, TIE_RULE_TEXT } from './winners.ts';

describe('computeWinners', () => {
  it('returns the single top participant', () => {
    expect(
      computeWinners([
        { id: 'a', votesCount: 3 },
        { id: 'b', votesCount: 7 },
        { id: 'c', votesCount: 1 },
      ]),
    ).toEqual(['b']);
  });

  it('returns every participant tied at the top, in input order', () => {
    expect(
      computeWinners([
        { id: 'a', votesCount: 5 },
        { id: 'b', votesCount: 2 },
        { id: 'c', votesCount: 5 },
      ]),
    ).toEqual(['a', 'c']);
  });

  it('has no winner without votes', () => {
    expect(computeWinners([])).toEqual([]);
    expect(
      computeWinners([
        { id: 'a', votesCount: 0 },
        { id: 'b', votesCount: 0 },
      ]),
    ).toEqual([]);
  });
});

describe('prize split', () => {
  it('splits equally, rounding down to the cent', () => {
    expect(splitPrize(100, 3)).toEqual({ share: 33.33, remainderCents: 1 });
    expect(splitPrize(100, 1)).toEqual({ share: 100, remainderCents: 0 });
    expect(splitPrize(0.1, 3)).toEqual({ share: 0.03, remainderCents: 1 });
    expect(prizeShare(250.5, 2)).toBe(125.25);
  });

  it('never pays out more than the prize', () => {
    for (const amount of [0.01, 1, 99.99, 1234.56, 1000]) {
      for (let n = 1; n <= 7; n++) {
        const { share, remainderCents } = splitPrize(amount, n);
        expect(Math.round(share * 100) * n + remainderCents).toBe(Math.round(amount * 100));
        expect(remainderCents).toBeLessThan(n);
      }
    }
  });

  it('pays nothing without winners', () => {
    expect(splitPrize(100, 0)).toEqual({ share: 0, remainderCents: 10_000 });
    expect(prizeShare(0, 2)).toBe(0);
  });

  it('explains the rule in pt-BR', () => {
    expect(TIE_RULE_TEXT).toContain('empate');
    expect(TIE_RULE_TEXT).toContain('Sem votos, não há vencedor.');
  });
});
