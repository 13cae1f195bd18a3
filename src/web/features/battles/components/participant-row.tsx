import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatCount } from '#domain/format-number.ts';
import { pluralWord } from '#domain/plural.ts';
import type { BattleParticipant } from '#domain/schemas/battles.ts';
import type { SharedFighter } from '#domain/share.ts';
import { UserAvatar } from '#web/app/header/user-avatar.tsx';
import { Crown } from '#web/components/icons/icons.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { VoteButton } from '#web/features/battles/votes/components/vote-button.tsx';
import type { VoteMessage, VotePhase } from '#web/features/battles/votes/use-vote-controller.ts';
import { cn } from '#web/lib/cn.ts';
import { ShareButton } from './share-button.tsx';

export interface ParticipantRowProps {
  participant: BattleParticipant;
  rank: number;
  isSelf: boolean;
  isWinner: boolean;
  /** Finished battles show the result only: no vote button. */
  showVote: boolean;
  voteDisabled: boolean;
  alreadyVoted: boolean;
  /** Seconds left of the gap between two votes (0: may vote now). */
  waitSeconds: number;
  phase: VotePhase | null;
  message: VoteMessage | null;
  onVote: () => void;
  /** The battle's public address and title, for the fighter's own share link. */
  share: { slugOrId: string; title: string };
  /** Opened from this fighter's link (`?lutador=`): scrolled into view and highlighted. */
  highlighted: boolean;
}

/** '@handle' typed with or without the '@' links to the same profile. */
function instagramHandle(handle: string): string {
  return handle.trim().replace(/^@+/, '');
}

/**
 * One participant: avatar, name, Instagram, votes, the vote button or 'Este é você', and the
 * fighter's share link ('Compartilhar meu link' for themself, 'Compartilhar' for fans).
 */
export function ParticipantRow({
  participant,
  rank,
  isSelf,
  isWinner,
  showVote,
  voteDisabled,
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

  return (
    <li
      ref={itemRef}
      data-testid={`participant-${username}`}
      data-highlighted={highlighted ? 'true' : undefined}
      className={cn(
        'flex scroll-mt-24 flex-col gap-3 rounded-xl border bg-zinc-900 p-4 sm:flex-row sm:flex-wrap sm:items-center',
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
          // The surrounding <ol> already announces the position.
          aria-hidden="true"
        >
          {rank}
        </span>
        <UserAvatar username={username} pictureUrl={participant.avatarUrl} className="size-12 text-lg" />
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
          </p>
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
      <div className="flex flex-wrap items-center justify-between gap-3 sm:justify-end">
        <p className="text-right">
          <span
            className="text-2xl font-extrabold tabular-nums text-zinc-50"
            data-testid={`votes-${username}`}
          >
            {formatCount(participant.votesCount)}
          </span>{' '}
          <span className="text-sm text-zinc-300">{votesLabel}</span>
        </p>
        {showVote && isSelf ? (
          <Button variant="secondary" size="sm" disabled data-testid={`vote-${username}`} data-self="true">
            Este é você
          </Button>
        ) : null}
        {showVote && !isSelf ? (
          <VoteButton
            username={username}
            phase={phase}
            disabled={voteDisabled}
            alreadyVoted={alreadyVoted}
            waitSeconds={waitSeconds}
            onVote={onVote}
          />
        ) : null}
        <ShareButton slugOrId={share.slugOrId} title={share.title} fighter={fighter} />
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
