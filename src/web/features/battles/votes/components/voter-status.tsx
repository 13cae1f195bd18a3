import { Link } from 'react-router';
import type { GuestVoteStatus } from '#domain/schemas/votes.ts';
import { formatDateTime } from '#domain/text/format.ts';
import { yodcoinsLabel } from '#domain/text/format-number.ts';
import { ArrowRight, Coins, UserRound } from '#web/components/icons/icons.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { useOtherOpenBattle } from '#web/features/battles/votes/api/use-other-open-battle.ts';
import { votedAsGuestHere } from '#web/features/battles/votes/guest-vote-memory.ts';
import { useAuthLinks } from '#web/shared/session/auth-links.ts';
import { useMe } from '#web/shared/session/use-me.ts';
import { NextGrantCountdown } from '#web/shared/wallet/next-grant-countdown.tsx';

export interface VoterStatusProps {
  /** This battle: the way on after a vote leads elsewhere. */
  battleId: string;
  /** The signed-in viewer's YodCoins; null for a visitor. */
  balance: number | null;
  isGuest: boolean;
  guestStatus: GuestVoteStatus | null;
  /** The viewer (or their connection's guest vote) already voted in this battle. */
  hasVoted: boolean;
  /** The daily YodCoins (the setting), for the sign-up invitation. */
  dailyYodcoins: number;
}

/** The words for a connection whose guest vote is used: it may have been someone else on it. */
export const GUEST_VOTE_USED_HERE = 'Alguém nesta conexão (Wi-Fi ou rede móvel) já usou o voto de visitante';
/** The same when this browser cast it (guest-vote-memory.ts). */
export const GUEST_VOTE_USED_BY_YOU = 'Você já usou seu voto de visitante nesta conexão';

const box =
  'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-zinc-800 bg-zinc-900/60 px-3 py-2 text-sm sm:px-4 sm:py-3 text-zinc-200';
const link = 'font-semibold text-amber-300 underline-offset-2 hover:underline';

/**
 * The arena's open battles; once the viewer voted here, another battle taking votes (never this
 * one) when there is one. Shown before the vote too: the box keeps its height when she votes, so
 * the card under her thumb does not move.
 */
function OtherBattlesLink({ battleId, hasVoted }: { battleId: string; hasVoted: boolean }) {
  const other = useOtherOpenBattle(battleId, hasVoted);
  return (
    <Link to={other ?? '/arena?tab=open'} className={link} data-testid="other-battles">
      Ver outras batalhas abertas
      <ArrowRight className="ml-1 inline size-4" aria-hidden="true" />
    </Link>
  );
}

/** The box's place on a fan's page until the browser fills it in (their coins are theirs). */
export function VoterStatusPlaceholder() {
  return (
    <div className={`${box} min-h-[5.375rem] sm:min-h-[2.875rem]`} aria-hidden="true">
      <span className="h-4 w-3/4 animate-pulse rounded bg-zinc-800" />
    </div>
  );
}

/**
 * Where the viewer stands before voting, next to the vote buttons: a fan's YodCoins and the rule
 * (one vote per fighter per battle), or none left and when new ones come; a visitor's guest vote,
 * still there or used on this connection (maybe by someone else), with the sign-up as the way on.
 * After a vote, the way to other open battles (docs/product.md#voting).
 */
export function VoterStatus({
  battleId,
  balance,
  isGuest,
  guestStatus,
  hasVoted,
  dailyYodcoins,
}: VoterStatusProps) {
  const links = useAuthLinks();
  // When the next daily YodCoins are due, for the 0-coin line: read here, inside the page's hole.
  const nextGrantAt = useMe().me?.dailyGrant.nextAt ?? null;

  if (!isGuest) {
    if (balance === null) return null;
    return (
      <div className={box} data-testid="voter-status" aria-live="polite">
        {balance > 0 ? (
          <p className="flex items-center gap-2">
            <Coins className="size-4 shrink-0 text-amber-400" aria-hidden="true" />
            <span>
              Você tem{' '}
              <strong className="text-amber-300 tabular-nums" data-testid="voter-balance">
                {yodcoinsLabel(balance)}
              </strong>{' '}
              · 1 voto por lutador nesta batalha
            </span>
          </p>
        ) : (
          <p className="flex flex-wrap items-center gap-x-2" data-testid="voter-no-coins">
            <Coins className="size-4 shrink-0 text-zinc-500" aria-hidden="true" />
            <strong className="text-zinc-100" data-testid="voter-balance">
              Sem YodCoins hoje
            </strong>
            {nextGrantAt ? (
              <>
                <span aria-hidden="true">·</span>
                <NextGrantCountdown nextAt={nextGrantAt} />
              </>
            ) : null}
          </p>
        )}
        {/* The 5 s gap between votes counts down on the vote buttons themselves. */}
        {balance === 0 ? (
          <Link to="/wallet" className={link}>
            Ver carteira
          </Link>
        ) : null}
        <OtherBattlesLink battleId={battleId} hasVoted={hasVoted} />
      </div>
    );
  }

  // A visitor's box has one size from the server's HTML on: the status (asked by the browser)
  // changes its words, never its height, so the card under the thumb does not move. It has no link
  // to other battles: her one guest vote is per connection, not per battle, so signing up is her
  // way on.
  const invitation = `Crie sua conta e ganhe ${yodcoinsLabel(dailyYodcoins)} por dia`;
  const until = guestStatus?.availableAt ? `; ele volta em ${formatDateTime(guestStatus.availableAt)}` : '';
  const used = guestStatus !== null && !guestStatus.available;
  const words = !guestStatus
    ? 'Visitante: verificando o voto anônimo desta conexão…'
    : guestStatus.available
      ? 'Visitante: 1 voto anônimo nesta conexão. Entre ou cadastre-se para votar com YodCoins.'
      : `${votedAsGuestHere() ? GUEST_VOTE_USED_BY_YOU : GUEST_VOTE_USED_HERE}${until}.`;
  return (
    <div className={box} data-testid="voter-status">
      <p
        className="flex min-h-[3.75rem] items-start gap-2 sm:min-h-10"
        data-testid={used ? 'guest-vote-used' : 'guest-vote-state'}
        aria-live="polite"
      >
        <UserRound className="mt-0.5 size-4 shrink-0 text-zinc-400" aria-hidden="true" />
        <span>{words}</span>
      </p>
      <div className="flex w-full">
        <Link
          to={links.register}
          className={buttonClass('primary', 'md', 'h-auto min-h-11 py-1.5 text-center whitespace-normal')}
          data-testid="guest-signup"
        >
          {invitation}
        </Link>
      </div>
    </div>
  );
}
