import type { BattleStatus } from './battle-status.ts';

/** Longest arena search text; a longer one is refused (nobody types a 100-character name). */
export const BATTLE_SEARCH_MAX = 100;

/**
 * The arena's status tabs. Each holds the battles whose *derived* display status
 * (battle-status.ts deriveDisplayStatus) is, at the moment of the request:
 * - open ('Abertas'): waiting — taking participants ('Quero entrar!'), votes open too;
 * - running ('Em andamento'): ready or active — full or started, votes open;
 * - scheduled ('Agendadas'): scheduled — start time still ahead (or none set);
 * - finished ('Finalizadas'): finished — stored so, or its end time has passed.
 * Pending battles ('Aguardando Aprovação') are in no tab: the public never sees them.
 */
export const battleTabs = ['open', 'running', 'scheduled', 'finished'] as const;
export type BattleTab = (typeof battleTabs)[number];

/** The status names (docs/product.md#statuses) in the plural, as tab labels. */
export const battleTabLabels: Record<BattleTab, string> = {
  open: 'Abertas',
  running: 'Em andamento',
  scheduled: 'Agendadas',
  finished: 'Finalizadas',
};

/** The tab a battle with this display status belongs to; null for pending (never listed). */
export function battleTabOf(displayStatus: BattleStatus): BattleTab | null {
  switch (displayStatus) {
    case 'waiting':
      return 'open';
    case 'ready':
    case 'active':
      return 'running';
    case 'scheduled':
      return 'scheduled';
    case 'finished':
      return 'finished';
    case 'pending':
      return null;
  }
}

export function isBattleTab(value: unknown): value is BattleTab {
  return typeof value === 'string' && (battleTabs as readonly string[]).includes(value);
}
