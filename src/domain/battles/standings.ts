import { plural } from '#domain/text/plural.ts';
import { computeWinners, type VoteTally } from './winners.ts';

export interface Standing {
  /** Competition rank: tied fighters share it and the next one skips (1, 1, 3). */
  rank: number;
  /** Holds the top count above zero: the same leaders as markLeaders and the winners of the tie rule. */
  isLeader: boolean;
  /** Votes behind the leader (0 for leaders, and for everyone while nobody has a vote). */
  gapToLeader: number;
  /** This fighter's part of the battle's votes, 0 to 1 (0 while nobody has a vote). */
  share: number;
}

/**
 * Each fighter's place in the battle, in input order: rank, leader mark, gap to the leader and
 * share of the votes. Leaders follow docs/decisions/0002-tie-rule.md (everyone on the top count,
 * if above zero), so the battle page and the arena's "Líder" badges always agree.
 */
export function standings(fighters: readonly VoteTally[]): Standing[] {
  const total = fighters.reduce((sum, f) => sum + Math.max(0, f.votesCount), 0);
  const top = fighters.reduce((max, f) => Math.max(max, f.votesCount), 0);
  const leaders = new Set(computeWinners(fighters));
  return fighters.map((f) => ({
    rank: 1 + fighters.filter((other) => other.votesCount > f.votesCount).length,
    isLeader: leaders.has(f.id),
    gapToLeader: top > 0 ? Math.max(0, top - f.votesCount) : 0,
    share: total > 0 ? Math.max(0, f.votesCount) / total : 0,
  }));
}

const VOTES = { one: 'voto', other: 'votos' };

/** 'a 12 votos do líder', 'a 1 voto do líder'; null for a leader or before the first vote. */
export function gapLabel(gap: number): string | null {
  return gap > 0 ? `a ${plural(gap, VOTES)} do líder` : null;
}

let percent: Intl.NumberFormat | undefined;

/** '38%' in pt-BR; '<1%' for a sliver that would round to nothing, '0%' for none. */
export function shareLabel(share: number): string {
  if (share > 0 && share < 0.005) return '<1%';
  percent ??= new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });
  return percent.format(share);
}
