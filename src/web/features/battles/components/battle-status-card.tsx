import { cardButton } from '#domain/battles/battle-card.ts';
import { type BattleStatus, isBattleFull } from '#domain/battles/battle-status.ts';
import type { BattleDetail } from '#domain/schemas/battles.ts';
import { pluralWord } from '#domain/text/plural.ts';
import { ViewerHole } from '#web/app/viewer-shell.tsx';
import { Crown, Users } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { battleShareResult, battleSlugOrId } from '#web/features/battles/display-status.ts';
import { StatusBadge } from '#web/shared/battles/status-badge.tsx';
import { Countdown } from './countdown.tsx';
import { LeaveBattleButton } from './leave-battle-button.tsx';
import { PrizeInfo } from './prize-info.tsx';
import { ShareButton } from './share-button.tsx';
import { ShareTrigger } from './share-trigger.tsx';

export interface BattleStatusCardProps {
  battle: BattleDetail;
  displayStatus: BattleStatus;
  isLoggedIn: boolean;
  isJoining: boolean;
  onJoin: () => void;
}

function WinnersLine({ battle }: { battle: BattleDetail }) {
  const names = battle.participants.filter((p) => battle.winners.includes(p.userId)).map((p) => p.username);
  return (
    <p className="flex items-center gap-2 font-semibold text-amber-300">
      <Crown className="size-5 shrink-0" aria-hidden="true" />
      {names.length === 0
        ? 'Batalha encerrada sem votos: não há vencedor.'
        : `${pluralWord(names.length, { one: 'Vencedor', other: 'Vencedores' })}: ${names.join(', ')}`}
    </p>
  );
}

/**
 * The battle's compact header, so a phone sees the fighters on the first screen: title and status,
 * the prize, the countdown (or the winners), then the seats beside join and share. Description, dates
 * and the tie rule are below the participants (BattleDetails).
 */
export function BattleStatusCard({
  battle,
  displayStatus,
  isLoggedIn,
  isJoining,
  onJoin,
}: BattleStatusCardProps) {
  const finished = displayStatus === 'finished';
  const { current, required } = battle.participantsCount;
  const join = cardButton({
    displayStatus,
    isParticipant: battle.viewer.isParticipant || battle.isCurrentUserParticipant,
    isDisqualified: battle.viewer.isDisqualified,
    isLoggedIn,
    isFull: isBattleFull(current, battle.maxParticipants),
    isJoining,
  });
  const showJoin = join.kind === 'join' || join.kind === 'joining';

  return (
    <Card className="flex flex-col gap-2 p-3 sm:gap-3 sm:p-4 md:gap-4 md:p-6">
      <div className="flex items-start justify-between gap-3">
        <h1 className="min-w-0 text-lg font-extrabold sm:text-xl tracking-tight break-words text-zinc-50 md:text-3xl">
          {battle.title}
        </h1>
        <StatusBadge status={displayStatus} className="mt-1 shrink-0 text-sm" shortOnSmallScreens />
      </div>
      <PrizeInfo prize={battle.prize} compact winnersCount={finished ? battle.winners.length : 0} />
      {finished ? (
        <WinnersLine battle={battle} />
      ) : (
        <Countdown
          displayStatus={displayStatus}
          startTime={battle.startTime}
          endTime={battle.endTime}
          size="lg"
        />
      )}
      {/* The seats share the buttons' row: the prize said in words takes two lines on a phone, and
          the fighters must still start on the first screen. */}
      <div className="flex min-h-11 flex-wrap items-center gap-x-4 gap-y-2">
        <p className="flex items-center gap-2 text-zinc-300">
          <Users className="size-4 shrink-0 text-amber-400" aria-hidden="true" />
          {/* On a phone the icon says it, so the seats fit beside the share button. */}
          <span className="sr-only sm:not-sr-only">Participantes:</span>
          <span className="font-semibold text-zinc-100" data-testid="participants-count">
            {current}/{required}
          </span>
        </p>
        {/* Join and leave are the viewer's; the share button rides along in the same hole. */}
        <ViewerHole fallback={<ShareTrigger isLoading data-testid={undefined} />}>
          {showJoin ? (
            <Button
              variant={join.enabled || join.kind === 'joining' ? 'primary' : 'secondary'}
              onClick={onJoin}
              disabled={!join.enabled}
              isLoading={join.kind === 'joining'}
              data-testid="join-button"
              data-kind={join.kind}
            >
              {join.text}
            </Button>
          ) : join.kind === 'disqualified' ? (
            <p className="self-center text-sm text-amber-300" data-testid="disqualified-note">
              Você foi desclassificado desta batalha.
            </p>
          ) : null}
          <ShareButton
            slugOrId={battleSlugOrId(battle)}
            title={battle.title}
            result={battleShareResult(battle, displayStatus)}
          />
          <LeaveBattleButton battle={battle} displayStatus={displayStatus} />
        </ViewerHole>
      </div>
    </Card>
  );
}
