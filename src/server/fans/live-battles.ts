import { isOpenForVotes } from '#domain/battles/battle-status.ts';
import { type BattleListPage, listBattles } from '#server/battles/service.ts';
import type { AppDeps } from '#server/deps.ts';

/** At most this many on the home page: a teaser, the arena has the rest. */
export const HOME_BATTLES = 3;

/**
 * The home page's battles: the head of the arena's order (running, then open: the arena's groups)
 * as a visitor reads it, kept to those taking votes now. None when nothing runs.
 */
export async function liveBattles(deps: AppDeps): Promise<BattleListPage> {
  const page = await listBattles(deps, null, { filter: 'all', limit: HOME_BATTLES * 2 });
  const now = deps.clock();
  return {
    battles: page.battles
      .filter((b) => isOpenForVotes(b.displayStatus, b.endTime, now))
      .slice(0, HOME_BATTLES),
    nextCursor: null,
  };
}
