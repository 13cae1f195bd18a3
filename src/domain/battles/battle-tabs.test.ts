import { describe, expect, it } from 'vitest';
import { battleStatuses } from './battle-status.ts';
import { battleTabLabels, battleTabOf, battleTabs } from './battle-tabs.ts';
import { markLeaders } from './leaders.ts';

describe('battle tabs', () => {
  it('puts every public display status in exactly one tab, pending in none', () => {
    expect(battleStatuses.map((s) => [s, battleTabOf(s)])).toEqual([
      ['pending', null],
      ['scheduled', 'scheduled'],
      ['waiting', 'open'],
      ['ready', 'running'],
      ['active', 'running'],
      ['finished', 'finished'],
    ]);
    expect(battleTabs.map((t) => battleTabLabels[t])).toEqual([
      'Abertas',
      'Em andamento',
      'Agendadas',
      'Finalizadas',
    ]);
  });
});

describe('markLeaders', () => {
  const of = (counts: number[]) => counts.map((votesCount, i) => ({ id: `f${i}`, votesCount }));

  it('marks everyone holding the top count above zero (tie rule)', () => {
    expect(markLeaders(of([5, 5, 2])).map((f) => f.isLeader)).toEqual([true, true, false]);
    expect(markLeaders(of([7, 1])).map((f) => f.isLeader)).toEqual([true, false]);
  });

  it('marks nobody when nobody has a vote', () => {
    expect(markLeaders(of([0, 0])).map((f) => f.isLeader)).toEqual([false, false]);
    expect(markLeaders([])).toEqual([]);
  });
});
