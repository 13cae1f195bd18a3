import { BATTLE_SEARCH_MAX, type BattleTab, isBattleTab } from '#domain/battles/battle-tabs.ts';
import type { BattleListFilter } from '#domain/schemas/battles.ts';

/** What the arena shows, read from and written to its URL: `?filter=my_battles&tab=open&q=…`. */
export interface ArenaView {
  filter: BattleListFilter;
  /** A status tab; undefined shows every public battle ('Todas'). */
  tab: BattleTab | undefined;
  /** The search text, trimmed; '' for none. */
  q: string;
}

/** An unknown tab or an over-long search in a shared link reads as none rather than an error. */
export function arenaViewOf(params: URLSearchParams): ArenaView {
  const tab = params.get('tab');
  const q = (params.get('q') ?? '').trim();
  return {
    filter: params.get('filter') === 'my_battles' ? 'my_battles' : 'all',
    tab: isBattleTab(tab) ? tab : undefined,
    q: q.length <= BATTLE_SEARCH_MAX ? q : q.slice(0, BATTLE_SEARCH_MAX).trim(),
  };
}

/** The arena address of a view; empty parts are left out, so '/arena' is the default view. */
export function arenaHref(view: ArenaView): string {
  const params = new URLSearchParams();
  if (view.filter === 'my_battles') params.set('filter', 'my_battles');
  if (view.tab) params.set('tab', view.tab);
  if (view.q) params.set('q', view.q);
  const query = params.toString();
  return query ? `/arena?${query}` : '/arena';
}
