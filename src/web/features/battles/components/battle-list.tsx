import type { BattleCard as BattleCardData } from '../../../../domain/schemas/battles.ts';
import { useProgressiveCount } from '../../../lib/after-paint.ts';
import { useJoinAction } from '../use-join-action.ts';
import { BattleCard } from './battle-card.tsx';

export interface BattleListProps {
  battles: BattleCardData[];
  isLoggedIn: boolean;
}

/** Cards rendered per frame while the list first appears (two rows of three on a wide screen). */
const CARDS_PER_FRAME = 6;

/** The arena grid; one join in flight at a time. */
export function BattleList({ battles, isLoggedIn }: BattleListProps) {
  const { join, joiningId, isJoining } = useJoinAction();
  const shown = useProgressiveCount(battles.length, CARDS_PER_FRAME);
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {battles.slice(0, shown).map((battle) => (
        <li key={battle.id}>
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
