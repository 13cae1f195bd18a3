import { useSearchParams } from 'react-router';
import type { BattleStatus } from '#domain/battles/battle-status.ts';
import { isOpenForVotes } from '#domain/battles/battle-status.ts';
import { standings } from '#domain/battles/standings.ts';
import { FIGHTER_PARAM } from '#domain/pages/share.ts';
import type { BattleDetail } from '#domain/schemas/battles.ts';
import { MIN_VOTE_GAP_MS } from '#domain/votes/vote-limits.ts';
import { ViewerHole } from '#web/app/viewer-shell.tsx';
import { Users } from '#web/components/icons/icons.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { battleShareResult, battleSlugOrId } from '#web/features/battles/display-status.ts';
import { VoterStatus, VoterStatusPlaceholder } from '#web/features/battles/votes/components/voter-status.tsx';
import { useSecondsUntil } from '#web/features/battles/votes/use-seconds-until.ts';
import { useVoteController } from '#web/features/battles/votes/use-vote-controller.ts';
import { usePublicSettings } from '#web/shared/settings/api/use-public-settings.ts';
import { ParticipantRow } from './participant-row.tsx';

export interface ParticipantListProps {
  battle: BattleDetail;
  displayStatus: BattleStatus;
  now: Date;
}

/**
 * Participants by votes (the server's order, kept by live updates), ranked with ties sharing a
 * place (1, 1, 3), each with the gap to the leader and a share bar, with voting: the viewer's
 * standing (YodCoins or guest vote) above, 'Você já votou' and the gap's countdown on the buttons.
 * `?lutador={username}` highlights that fighter's row.
 */
export function ParticipantList({ battle, displayStatus, now }: ParticipantListProps) {
  const finished = displayStatus === 'finished';
  const open = isOpenForVotes(displayStatus, battle.endTime, now);
  const controller = useVoteController(battle.id, open);
  const waitSeconds = useSecondsUntil(
    controller.isGuest ? null : battle.viewer.nextVoteAt,
    MIN_VOTE_GAP_MS / 1000,
  );
  const [searchParams] = useSearchParams();
  const highlighted = searchParams.get(FIGHTER_PARAM)?.toLowerCase() ?? null;
  const winners = new Set(battle.winners);
  const selfId = battle.viewer.selfParticipantUserId;
  const guestStatus = controller.guestStatus;
  const voted = new Set(
    controller.isGuest ? (guestStatus?.votedParticipantUserIds ?? []) : battle.viewer.votedParticipantUserIds,
  );
  const guestUsed = controller.isGuest && guestStatus !== null && !guestStatus.available;
  const share = {
    slugOrId: battleSlugOrId(battle),
    title: battle.title,
    result: battleShareResult(battle, displayStatus),
  };
  // Recomputed from the counts on every render, so live updates (SSE) keep ranks, gaps and
  // shares right without anything of their own.
  const places = standings(battle.participants.map((p) => ({ id: p.userId, votesCount: p.votesCount })));
  const sharedLead = places.filter((p) => p.isLeader).length > 1;
  const { dailyYodcoins } = usePublicSettings({ fetch: false });
  // A fan without YodCoins sees it on the buttons, instead of a refusal after the tap.
  const noCoins = !controller.isGuest && battle.viewer.balance === 0;

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
    <div className="flex flex-col gap-3">
      <ViewerHole fallback={open ? <VoterStatusPlaceholder /> : null}>
        {open && controller.ready ? (
          <VoterStatus
            battleId={battle.id}
            balance={battle.viewer.balance}
            isGuest={controller.isGuest}
            guestStatus={guestStatus}
            hasVoted={voted.size > 0}
            dailyYodcoins={dailyYodcoins}
          />
        ) : null}
      </ViewerHole>
      <ol className="flex flex-col gap-3" aria-label="Participantes">
        {battle.participants.map((participant, index) => {
          const userId = participant.userId;
          const pending = controller.pending;
          return (
            <ParticipantRow
              key={participant.id}
              participant={participant}
              standing={places[index]!}
              sharedLead={sharedLead}
              isSelf={selfId === userId}
              isWinner={finished && (participant.isWinner || winners.has(userId))}
              showVote={!finished}
              voteDisabled={!open || !controller.ready || pending !== null || guestUsed}
              ready={controller.ready}
              noCoins={open && noCoins}
              alreadyVoted={voted.has(userId)}
              waitSeconds={open ? waitSeconds : 0}
              share={share}
              highlighted={highlighted !== null && participant.username.toLowerCase() === highlighted}
              phase={pending?.participantUserId === userId ? pending.phase : null}
              message={controller.message?.participantUserId === userId ? controller.message : null}
              onVote={() => controller.voteFor(userId)}
            />
          );
        })}
      </ol>
    </div>
  );
}
