import { Link } from 'react-router';
import { cardButton, cardButtonIsViewers, detailLinkText } from '#domain/battles/battle-card.ts';
import { isBattleFull } from '#domain/battles/battle-status.ts';
import type { BattleListItem } from '#domain/schemas/battles.ts';
import { formatDateTime } from '#domain/text/format.ts';
import { ViewerHole } from '#web/app/viewer-shell.tsx';
import { ArrowRight, CalendarDays, UserCheck, Users } from '#web/components/icons/icons.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { battlePath, cardDisplayStatus } from '#web/features/battles/display-status.ts';
import { useNowPast } from '#web/lib/use-now.ts';
import { StatusBadge } from '#web/shared/battles/status-badge.tsx';
import { BattleCardLeaders } from './battle-card-leaders.tsx';
import { Countdown } from './countdown.tsx';
import { PrizeInfo } from './prize-info.tsx';

export interface BattleCardProps {
  battle: BattleListItem;
  isLoggedIn: boolean;
  isJoining: boolean;
  /** Another join is in flight: one at a time, so a double click never sends two. */
  joinLocked: boolean;
  onJoin: (battle: BattleListItem) => void;
}

/** Where a fan's join button goes until the browser renders it: the button's own size. */
function CardButtonPlaceholder() {
  return <span className="h-11 animate-pulse rounded-lg bg-zinc-800" aria-hidden="true" />;
}

/**
 * One arena card: status, prize, the leading fighters, participants, dates, countdown, join button
 * and detail link.
 */
export function BattleCard({ battle, isLoggedIn, isJoining, joinLocked, onJoin }: BattleCardProps) {
  // The status moves only at the start and the end; the countdown ticks on its own.
  const now = useNowPast([battle.startTime, battle.endTime]);
  const displayStatus = cardDisplayStatus(battle, now);
  const { current, required } = battle.participantsCount;
  const button = cardButton({
    displayStatus,
    isParticipant: battle.isCurrentUserParticipant,
    isLoggedIn,
    isFull: isBattleFull(current, battle.maxParticipants),
    isJoining,
  });
  const linkText = detailLinkText(displayStatus);
  const viewersButton = cardButtonIsViewers(displayStatus);
  const joinButton = (
    <Button
      // A button that cannot be pressed reads as a state, not as a call to action.
      variant={button.enabled || button.kind === 'joining' ? 'primary' : 'secondary'}
      disabled={!button.enabled || joinLocked}
      isLoading={button.kind === 'joining'}
      onClick={() => onJoin(battle)}
      data-testid="join-button"
      data-kind={button.kind}
    >
      {button.text}
    </Button>
  );

  return (
    <Card
      className="flex h-full flex-col"
      data-testid="battle-card"
      data-battle-id={battle.id}
      data-status={displayStatus}
    >
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex flex-col items-start gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={displayStatus} />
            <ViewerHole>
              {battle.isCurrentUserParticipant ? (
                <Badge variant="success" data-testid="card-participating">
                  <UserCheck className="size-3" aria-hidden="true" />
                  Você participa
                </Badge>
              ) : null}
            </ViewerHole>
          </div>
          <h3 className="max-w-full text-lg font-bold leading-snug text-zinc-50">{battle.title}</h3>
        </div>
        {battle.description ? (
          <p className="line-clamp-3 text-sm text-zinc-300">{battle.description}</p>
        ) : null}
        <PrizeInfo prize={battle.prize} />
        <BattleCardLeaders leaders={battle.leaders} finished={displayStatus === 'finished'} />
        <p className="flex items-center gap-2 text-sm text-zinc-300">
          <Users className="size-4 shrink-0 text-amber-400" aria-hidden="true" />
          <span>
            Participantes:{' '}
            <span className="font-semibold text-zinc-100" data-testid="participants-count">
              {current}/{required}
            </span>
          </span>
        </p>
        <dl className="grid gap-1 text-sm text-zinc-300">
          {battle.startTime ? (
            <div className="flex items-center gap-2">
              <CalendarDays className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
              <dt>Início:</dt>
              <dd className="text-zinc-100">{formatDateTime(battle.startTime)}</dd>
            </div>
          ) : null}
          <div className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
            <dt>Término:</dt>
            <dd className="text-zinc-100">{formatDateTime(battle.endTime)}</dd>
          </div>
        </dl>
        <Countdown displayStatus={displayStatus} startTime={battle.startTime} endTime={battle.endTime} />
      </div>
      <div className="flex flex-col gap-2 border-t border-zinc-800 p-5">
        {/* A fan's shared arena leaves the button to the browser where it depends on the fan. */}
        {viewersButton ? (
          <ViewerHole fallback={<CardButtonPlaceholder />}>{joinButton}</ViewerHole>
        ) : (
          joinButton
        )}
        {linkText ? (
          <Link to={battlePath(battle)} className={buttonClass('ghost', 'md', 'border border-zinc-700')}>
            {linkText}
            <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      {/* For visitors only: never on a fan's page. */}
      <ViewerHole>
        {!isLoggedIn && button.kind === 'join' ? (
          <p className="px-5 pb-4 text-center text-sm text-zinc-300">
            <Link
              to="/login?from=%2Farena"
              className="font-semibold text-amber-300 underline-offset-2 hover:underline"
            >
              Entre
            </Link>{' '}
            para participar desta batalha.
          </p>
        ) : null}
      </ViewerHole>
    </Card>
  );
}
