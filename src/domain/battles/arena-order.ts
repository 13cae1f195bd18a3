import { toTime } from '#domain/time/date-input.ts';
import { type BattleTiming, deriveDisplayStatus } from './battle-status.ts';

/**
 * The arena's sections, in the order a fan meets them (docs/product.md#the-arenas-order): battles
 * being fought first, then those taking fighters, then those still to start, then the results.
 */
export const ARENA_GROUP = { running: 0, open: 1, scheduled: 2, finished: 3 } as const;
export type ArenaGroup = (typeof ARENA_GROUP)[keyof typeof ARENA_GROUP];

export interface ArenaPosition {
  group: ArenaGroup;
  /** Milliseconds ordering the battles of one group, ascending. */
  key: number;
}

/**
 * Where a battle stands in the arena at `now`: running and open battles closing soonest first,
 * scheduled ones starting soonest first, finished ones ended most recently first (hence the
 * negated end). The repository's ORDER BY is the SQL twin of this; ties fall to the id.
 */
export function arenaPosition(battle: BattleTiming, now: Date): ArenaPosition {
  const end = toTime(battle.endTime) ?? 0;
  switch (deriveDisplayStatus(battle, now)) {
    case 'ready':
    case 'active':
      return { group: ARENA_GROUP.running, key: end };
    case 'scheduled':
      return { group: ARENA_GROUP.scheduled, key: toTime(battle.startTime) ?? end };
    case 'finished':
      return { group: ARENA_GROUP.finished, key: -end };
    default:
      return { group: ARENA_GROUP.open, key: end };
  }
}

/** Sorts like the arena: group, then key, then id. */
export function compareArenaPosition(
  a: ArenaPosition & { id: string },
  b: ArenaPosition & { id: string },
): number {
  if (a.group !== b.group) return a.group - b.group;
  if (a.key !== b.key) return a.key - b.key;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
