import { computeWinners, type VoteTally } from './winners.ts';

/** How many fighters a battle card shows. */
export const CARD_LEADERS = 3;

/**
 * Marks the leaders among a battle's top fighters (ordered by votes descending): everyone holding
 * the top count, as long as it is above zero — the tie rule of docs/decisions/0002-tie-rule.md, so
 * on a finished battle the leaders are exactly its winners. `top` must start with the battle's
 * best count for the rule to hold (the top of the list always does).
 */
export function markLeaders<T extends VoteTally>(top: readonly T[]): (T & { isLeader: boolean })[] {
  const leaders = new Set(computeWinners(top));
  return top.map((f) => ({ ...f, isLeader: leaders.has(f.id) }));
}
