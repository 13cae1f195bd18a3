import type { BattleStatus } from '#domain/battle-status.ts';
import { isOpenForVotes } from '#domain/battle-status.ts';
import type { BattleDetail } from '#domain/schemas/battles.ts';
import { Users } from '#web/components/icons/icons.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { useVoteController } from '#web/features/votes/use-vote-controller.ts';
import { ParticipantRow } from './participant-row.tsx';

export interface ParticipantListProps {
  battle: BattleDetail;
  displayStatus: BattleStatus;
  now: Date;
}

/** Participants by votes (the server's order, kept by live updates), with voting. */
export function ParticipantList({ battle, displayStatus, now }: ParticipantListProps) {
  const controller = useVoteController(battle.id);
  const finished = displayStatus === 'finished';
  const open = isOpenForVotes(displayStatus, battle.endTime, now);
  const winners = new Set(battle.winners);
  const selfId = battle.viewer.selfParticipantUserId;
  const voted = new Set(battle.viewer.votedParticipantUserIds);

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
      {battle.participants.map((participant, index) => {
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
