import { describe, expect, it } from 'vitest';
import { markLeaders } from './leaders.ts';
import { gapLabel, shareLabel, standings } from './standings.ts';

const f = (id: string, votesCount: number) => ({ id, votesCount });

describe('standings', () => {
  it('ranks ties equally and skips after them (1, 1, 3)', () => {
    const s = standings([f('a', 12), f('b', 12), f('c', 5), f('d', 5), f('e', 0)]);
    expect(s.map((x) => x.rank)).toEqual([1, 1, 3, 3, 5]);
    expect(s.map((x) => x.isLeader)).toEqual([true, true, false, false, false]);
  });

  it('gives the gap to the leader and the share of the votes', () => {
    const s = standings([f('a', 30), f('b', 18), f('c', 2)]);
    expect(s.map((x) => x.gapToLeader)).toEqual([0, 12, 28]);
    expect(s.map((x) => x.share)).toEqual([0.6, 0.36, 0.04]);
  });

  it('has no leader, no gap and no share before the first vote', () => {
    const s = standings([f('a', 0), f('b', 0)]);
    expect(s).toEqual([
      { rank: 1, isLeader: false, gapToLeader: 0, share: 0 },
      { rank: 1, isLeader: false, gapToLeader: 0, share: 0 },
    ]);
  });

  it('marks the same leaders as the arena cards (markLeaders)', () => {
    for (const counts of [
      [7, 7, 3],
      [9, 4, 4],
      [0, 0],
      [2, 2, 2, 2],
    ]) {
      const fighters = counts.map((n, i) => f(`p${i}`, n));
      expect(standings(fighters).map((x) => x.isLeader)).toEqual(
        markLeaders(fighters).map((x) => x.isLeader),
      );
    }
  });
});

describe('gapLabel and shareLabel', () => {
  it('reads in pt-BR', () => {
    expect(gapLabel(12)).toBe('a 12 votos do líder');
    expect(gapLabel(1)).toBe('a 1 voto do líder');
    expect(gapLabel(1500)).toBe('a 1.500 votos do líder');
    expect(gapLabel(0)).toBeNull();
    expect(shareLabel(0.3812)).toBe('38%');
    expect(shareLabel(0.001)).toBe('<1%');
    expect(shareLabel(0)).toBe('0%');
    expect(shareLabel(1)).toBe('100%');
  });
});
