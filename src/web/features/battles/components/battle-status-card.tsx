import { cardButton } from '#domain/battle-card.ts';
import { type BattleStatus, isBattleFull } from '#domain/battle-status.ts';
import { formatDateTime } from '#domain/format.ts';
import { pluralWord } from '#domain/plural.ts';
import type { BattleDetail } from '#domain/schemas/battles.ts';
import { TIE_RULE_TEXT } from '#domain/winners.ts';
import { CalendarDays, Crown, Scale, Users } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { StatusBadge } from '#web/shared/battles/status-badge.tsx';
import { battleSlugOrId } from '../display-status.ts';
import { Countdown } from './countdown.tsx';
import { LeaveBattleButton } from './leave-battle-button.tsx';
import { PrizeInfo } from './prize-info.tsx';
import { ShareButton } from './share-button.tsx';

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

/** The battle's header: title, status, prize, participants, dates, countdown, tie rule, share and join. */
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
    isLoggedIn,
    isFull: isBattleFull(current, battle.maxParticipants),
    isJoining,
  });
  const showJoin = join.kind === 'join' || join.kind === 'joining';

  return (
    <Card className="flex flex-col gap-5 p-5 md:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <h1 className="text-2xl font-extrabold tracking-tight text-zinc-50 md:text-3xl">{battle.title}</h1>
        <StatusBadge status={displayStatus} className="self-start text-sm" />
      </div>
      {battle.description ? <p className="text-zinc-300">{battle.description}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <PrizeInfo prize={battle.prize} />
        <p className="flex items-center gap-2 text-zinc-300">
          <Users className="size-4 shrink-0 text-amber-400" aria-hidden="true" />
          Participantes:{' '}
          <span className="font-semibold text-zinc-100" data-testid="participants-count">
            {current}/{required}
          </span>
        </p>
        {battle.startTime ? (
          <p className="flex items-center gap-2 text-sm text-zinc-300">
            <CalendarDays className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
            Início: <span className="text-zinc-100">{formatDateTime(battle.startTime)}</span>
          </p>
        ) : null}
        <p className="flex items-center gap-2 text-sm text-zinc-300">
          <CalendarDays className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
          Término: <span className="text-zinc-100">{formatDateTime(battle.endTime)}</span>
        </p>
      </div>
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
      <p className="flex items-start gap-2 rounded-lg bg-zinc-950/60 p-3 text-sm text-zinc-300">
        <Scale className="mt-0.5 size-4 shrink-0 text-amber-400" aria-hidden="true" />
        <span>
          <span className="font-semibold text-zinc-100">Regra de empate: </span>
          {TIE_RULE_TEXT}
        </span>
      </p>
      {finished && !showJoin ? null : (
        <div className="flex flex-col gap-2 sm:flex-row">
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
          ) : null}
          {finished ? null : <ShareButton slugOrId={battleSlugOrId(battle)} title={battle.title} />}
          <LeaveBattleButton battle={battle} displayStatus={displayStatus} />
        </div>
      )}
    </Card>
  );
}
