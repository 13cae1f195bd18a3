import type { BattleListItem } from '#domain/schemas/battles.ts';
import { useJoinAction } from '#web/features/battles/use-join-action.ts';
import { BattleCard } from './battle-card.tsx';
import { JoinConfirmGate } from './join-confirm-gate.tsx';

export interface BattleListProps {
  battles: BattleListItem[];
  isLoggedIn: boolean;
}

/** The arena grid; one join in flight at a time. */
export function BattleList({ battles, isLoggedIn }: BattleListProps) {
  const { join, confirmation, joiningId, isJoining } = useJoinAction();
  return (
    <>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {battles.map((battle) => (
          <li key={battle.id} className="min-w-0">
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
      <JoinConfirmGate confirmation={confirmation} />
    </>
  );
}
