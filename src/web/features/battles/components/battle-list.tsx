import type { BattleCard as BattleCardData } from '../../../../domain/schemas/battles.ts';
import { useProgressiveCount } from '../../../lib/after-paint.ts';
import { useJoinAction } from '../use-join-action.ts';
import { BattleCard } from './battle-card.tsx';

export interface BattleListProps {
  battles: BattleCardData[];
  isLoggedIn: boolean;
}

/** Cards rendered per frame while the list first appears (a row on a wide screen; ~10 ms each on a phone). */
const CARDS_PER_FRAME = 3;

/** The arena grid; one join in flight at a time. */
export function BattleList({ battles, isLoggedIn }: BattleListProps) {
  const { join, joiningId, isJoining } = useJoinAction();
  const shown = useProgressiveCount(battles.length, CARDS_PER_FRAME);
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {battles.slice(0, shown).map((battle) => (
        // Cards off screen skip layout and paint until scrolled near (styles.css, below-fold).
        <li key={battle.id} className="below-fold [--fold-estimate:32rem]">
          <BattleCard
            battle={battle}
            isLoggedIn={isLoggedIn}
            isJoining={joiningId === battle.id}
            joinLocked={isJoining}
            onJoin={join}
          />
        </li>
      ))}
    </ul>
  );
}
