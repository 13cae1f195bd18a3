import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { gapLabel, type Standing, shareLabel } from '#domain/battles/standings.ts';
import type { SharedFighter, ShareResult } from '#domain/pages/share.ts';
import type { BattleParticipant } from '#domain/schemas/battles.ts';
import { formatCount } from '#domain/text/format-number.ts';
import { pluralWord } from '#domain/text/plural.ts';
import { UserAvatar } from '#web/app/header/user-avatar.tsx';
import { ViewerHole } from '#web/app/viewer-shell.tsx';
import { Crown } from '#web/components/icons/icons.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { VoteButton } from '#web/features/battles/votes/components/vote-button.tsx';
import type { VoteMessage, VotePhase } from '#web/features/battles/votes/use-vote-controller.ts';
import { cn } from '#web/lib/cn.ts';
import { ShareButton } from './share-button.tsx';
import { ShareTrigger } from './share-trigger.tsx';

export interface ParticipantRowProps {
  participant: BattleParticipant;
  /** Rank (shared by ties), leader mark, gap to the leader and share of the votes. */
  standing: Standing;
  /** More than one fighter holds the lead: the leaders read 'Empate na liderança'. */
  sharedLead: boolean;
  isSelf: boolean;
  isWinner: boolean;
  /** Finished battles show the result only: no vote button. */
  showVote: boolean;
  voteDisabled: boolean;
  /** False until the session is known: the button says it is loading. */
  ready: boolean;
  /** A signed-in fan with 0 YodCoins: 'Sem YodCoins hoje', disabled. */
  noCoins: boolean;
  alreadyVoted: boolean;
  /** Seconds left of the gap between two votes (0: may vote now). */
  waitSeconds: number;
  phase: VotePhase | null;
  message: VoteMessage | null;
  onVote: () => void;
  /** The battle's public address and title, for the fighter's own share link. */
  share: { slugOrId: string; title: string; result: ShareResult | undefined };
  /** Opened from this fighter's link (`?lutador=`): scrolled into view and highlighted. */
  highlighted: boolean;
}

/** Where the fan's vote button comes, while the answer brings it (viewer-shell.tsx). */
function VoteButtonPlaceholder() {
  return <span className="h-11 w-24 animate-pulse rounded-lg bg-zinc-800" aria-hidden="true" />;
}

/** '@handle' typed with or without the '@' links to the same profile. */
function instagramHandle(handle: string): string {
  return handle.trim().replace(/^@+/, '');
}

/**
 * One participant: rank (ties share it), avatar, name, Instagram, votes, 'Líder' or the gap to the
 * leader, the share bar, the vote button or 'Este é você', and the fighter's share link
 * ('Compartilhar meu link' for themself, 'Compartilhar' for fans). Compact on a phone, so the first
 * fighter's vote button is on the first screen.
 */
export function ParticipantRow({
  participant,
  standing,
  sharedLead,
  isSelf,
  isWinner,
  showVote,
  voteDisabled,
  ready,
  noCoins,
  alreadyVoted,
  waitSeconds,
  phase,
  message,
  onVote,
  share,
  highlighted,
}: ParticipantRowProps) {
  const { username } = participant;
  const itemRef = useRef<HTMLLIElement>(null);
  const fighter: SharedFighter = { username, isSelf };
  useEffect(() => {
    if (highlighted) itemRef.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);
  const handle = participant.instagramHandle ? instagramHandle(participant.instagramHandle) : '';
  const votesLabel = pluralWord(participant.votesCount, { one: 'voto', other: 'votos' });
  const { rank, isLeader } = standing;
  const gap = gapLabel(standing.gapToLeader);
  const sharePercent = shareLabel(standing.share);
  // Finished battles mark their winners instead (the same fighters: the tie rule).
  const showLeader = isLeader && !isWinner && showVote;

  return (
    <li
      ref={itemRef}
      data-testid={`participant-${username}`}
      data-highlighted={highlighted ? 'true' : undefined}
      className={cn(
        'flex scroll-mt-24 flex-col gap-2 rounded-xl border bg-zinc-900 p-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-3 sm:p-4',
        highlighted
          ? 'border-amber-400 ring-2 ring-amber-400/70'
          : isWinner
            ? 'border-amber-400/70 ring-1 ring-amber-400/40'
            : 'border-zinc-800',
      )}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          className="w-6 shrink-0 text-center text-sm font-bold text-zinc-400"
          data-testid={`rank-${username}`}
          // The <ol> announces the list position; a tie shares a rank, read here.
          aria-hidden="true"
        >
          {rank}
        </span>
        <span className="sr-only">{`${rank}º lugar. `}</span>
        <UserAvatar
          username={username}
          pictureUrl={participant.avatarUrl}
          className="size-10 text-base sm:size-12 sm:text-lg"
        />
        <div className="min-w-0">
          <p className="flex min-w-0 flex-wrap items-center gap-2">
            <Link
              to={`/u/${encodeURIComponent(username)}`}
              title={username}
              className="block max-w-full truncate font-semibold text-zinc-50 underline-offset-2 hover:underline"
            >
              {username}
            </Link>
            {isWinner ? (
              <Badge variant="highlight" data-testid={`winner-${username}`}>
                <Crown className="size-3" aria-hidden="true" />
                Vencedor
              </Badge>
            ) : null}
            {showLeader ? (
              <Badge variant="highlight" data-testid={`leader-${username}`}>
                <Crown className="size-3" aria-hidden="true" />
                {sharedLead ? 'Empate na liderança' : 'Líder'}
              </Badge>
            ) : null}
          </p>
          {gap && showVote ? (
            <p className="text-xs text-zinc-400" data-testid={`gap-${username}`}>
              {gap}
            </p>
          ) : null}
          {handle ? (
            <a
              href={`https://instagram.com/${encodeURIComponent(handle)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm text-amber-300 underline-offset-2 hover:underline"
            >
              @{handle}
              <span className="sr-only"> no Instagram (abre em nova aba)</span>
            </a>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 sm:justify-end sm:gap-3">
        <div className="flex min-w-28 flex-1 flex-col gap-1 sm:w-36 sm:flex-none">
          <p className="flex items-baseline justify-between gap-2">
            <span>
              <span
                className="text-xl font-extrabold tabular-nums text-zinc-50 sm:text-2xl"
                data-testid={`votes-${username}`}
              >
                {formatCount(participant.votesCount)}
              </span>{' '}
              <span className="text-sm text-zinc-300">{votesLabel}</span>
            </span>
            <span
              className="text-xs font-semibold tabular-nums text-zinc-300"
              data-testid={`share-${username}`}
            >
              {sharePercent}
              <span className="sr-only"> dos votos</span>
            </span>
          </p>
          <div className="h-1.5 overflow-hidden rounded-full bg-zinc-800" aria-hidden="true">
            <div
              className={cn('h-full rounded-full', isLeader ? 'bg-amber-400' : 'bg-zinc-500')}
              data-testid={`share-bar-${username}`}
              style={{ width: `${Math.round(standing.share * 1000) / 10}%` }}
            />
          </div>
        </div>
        {/* The fan's own buttons: their vote, or 'Este é você' and their own share link. */}
        <ViewerHole
          fallback={
            <>
              {showVote ? <VoteButtonPlaceholder /> : null}
              <ShareTrigger fighter={{ ...fighter, isSelf: false }} isLoading data-testid={undefined} />
            </>
          }
        >
          {showVote && isSelf ? (
            <Button variant="secondary" size="md" disabled data-testid={`vote-${username}`} data-self="true">
              Este é você
            </Button>
          ) : null}
          {showVote && !isSelf ? (
            <VoteButton
              username={username}
              phase={phase}
              disabled={voteDisabled}
              ready={ready}
              noCoins={noCoins}
              alreadyVoted={alreadyVoted}
              waitSeconds={waitSeconds}
              onVote={onVote}
            />
          ) : null}
          <ShareButton
            slugOrId={share.slugOrId}
            title={share.title}
            fighter={fighter}
            result={share.result}
          />
        </ViewerHole>
      </div>
      <p
        role="status"
        className={cn(
          'text-sm sm:basis-full',
          message?.tone === 'success' ? 'text-emerald-300' : 'text-red-300',
          message ? '' : 'sr-only',
        )}
      >
        {message?.text ?? ''}
      </p>
    </li>
  );
}
