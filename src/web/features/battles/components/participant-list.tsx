import { Users } from 'lucide-react';
import type { BattleStatus } from '../../../../domain/battle-status.ts';
import { isOpenForVotes } from '../../../../domain/battle-status.ts';
import type { BattleDetail } from '../../../../domain/schemas/battles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useProgressiveCount } from '../../../lib/after-paint.ts';
import { useVoteController } from '../../votes/use-vote-controller.ts';
import { ParticipantRow } from './participant-row.tsx';

export interface ParticipantListProps {
  battle: BattleDetail;
  displayStatus: BattleStatus;
  now: Date;
}

/** Rows rendered per frame while the list first appears (a battle can have a thousand). */
const ROWS_PER_FRAME = 25;

/** Participants by votes (the server's order, kept by live updates), with voting. */
export function ParticipantList({ battle, displayStatus, now }: ParticipantListProps) {
  const controller = useVoteController(battle.id);
  const finished = displayStatus === 'finished';
  const open = isOpenForVotes(displayStatus, battle.endTime, now);
  const winners = new Set(battle.winners);
  const selfId = battle.viewer.selfParticipantUserId;
  const voted = new Set(battle.viewer.votedParticipantUserIds);
  const shown = useProgressiveCount(battle.participants.length, ROWS_PER_FRAME);

  if (battle.participants.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="Nenhum participante ainda."
        description="Os participantes aparecem aqui assim que se inscrevem na batalha."
      />
    );
  }

  return (
    <ol className="flex flex-col gap-3" aria-label="Participantes">
      {battle.participants.slice(0, shown).map((participant, index) => {
        const userId = participant.userId;
        const pending = controller.pending;
        return (
          <ParticipantRow
            key={participant.id}
            participant={participant}
            rank={index + 1}
            isSelf={selfId === userId}
            isWinner={finished && (participant.isWinner || winners.has(userId))}
            showVote={!finished}
            voteDisabled={!open || !controller.ready || pending !== null}
            alreadyVoted={!controller.isGuest && voted.has(userId)}
            phase={pending?.participantUserId === userId ? pending.phase : null}
            message={controller.message?.participantUserId === userId ? controller.message : null}
            onVote={() => controller.voteFor(userId)}
          />
        );
      })}
    </ol>
  );
}
