import { Link } from 'react-router';
import { formatDateTime } from '#domain/format.ts';
import { formatCount, yodcoinsLabel } from '#domain/format-number.ts';
import type { GuestVoteStatus } from '#domain/schemas/votes.ts';
import { ArrowRight, Clock, Coins, UserRound } from '#web/components/icons/icons.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { useAuthLinks } from '#web/shared/session/auth-links.ts';
import { NextGrantCountdown } from '#web/shared/wallet/next-grant-countdown.tsx';

export interface VoterStatusProps {
  /** The signed-in viewer's YodCoins; null for a visitor. */
  balance: number | null;
  /** Seconds left of the gap between two votes. */
  waitSeconds: number;
  isGuest: boolean;
  guestStatus: GuestVoteStatus | null;
  /** The viewer (or their connection's guest vote) already voted in this battle. */
  hasVoted: boolean;
  /** When the next daily YodCoins are due (signed in), for the 0-coin line. */
  nextGrantAt: string | null;
  /** The daily YodCoins (the setting), for the sign-up invitation. */
  dailyYodcoins: number;
}

/** The words for a connection whose guest vote is used: it may have been someone else on it. */
export const GUEST_VOTE_USED_HERE = 'Alguém nesta conexão (Wi-Fi ou rede móvel) já usou o voto de visitante';

const box =
  'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-zinc-800 bg-zinc-900/60 px-3 py-2 text-sm sm:px-4 sm:py-3 text-zinc-200';
const link = 'font-semibold text-amber-300 underline-offset-2 hover:underline';

function OtherBattlesLink() {
  return (
    <Link to="/arena" className={link} data-testid="other-battles">
      Ver outras batalhas abertas
      <ArrowRight className="ml-1 inline size-4" aria-hidden="true" />
    </Link>
  );
}

/** The box's place on a fan's page until the browser fills it in (their coins are theirs). */
export function VoterStatusPlaceholder() {
  return (
    <div className={`${box} min-h-[3.625rem] sm:min-h-[2.875rem]`} aria-hidden="true">
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
  balance,
  waitSeconds,
  isGuest,
  guestStatus,
  hasVoted,
  nextGrantAt,
  dailyYodcoins,
}: VoterStatusProps) {
  const links = useAuthLinks();

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
        {waitSeconds > 0 ? (
          <p className="flex items-center gap-2 text-zinc-300">
            <Clock className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
            Próximo voto em <span className="tabular-nums">{formatCount(waitSeconds)} s</span>
          </p>
        ) : null}
        {balance === 0 ? (
          <Link to="/wallet" className={link}>
            Ver carteira
          </Link>
        ) : null}
        {hasVoted ? <OtherBattlesLink /> : null}
      </div>
    );
  }

  if (!guestStatus) return null;
  const invitation = `Crie sua conta e ganhe ${yodcoinsLabel(dailyYodcoins)} por dia`;
  if (guestStatus.available) {
    return (
      <div className={box} data-testid="voter-status">
        <p className="flex items-center gap-2">
          <UserRound className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
          <span>Visitante: 1 voto anônimo nesta conexão.</span>
        </p>
        <p>
          <Link to={links.login} className={link}>
            Entre
          </Link>{' '}
          ou{' '}
          <Link to={links.register} className={link}>
            cadastre-se
          </Link>{' '}
          para votar com YodCoins.
        </p>
      </div>
    );
  }
  return (
    <div className={box} data-testid="voter-status">
      <p className="flex items-start gap-2" data-testid="guest-vote-used">
        <UserRound className="mt-0.5 size-4 shrink-0 text-zinc-400" aria-hidden="true" />
        <span>
          {GUEST_VOTE_USED_HERE}
          {guestStatus.availableAt ? `; ele volta em ${formatDateTime(guestStatus.availableAt)}` : ''}.
        </span>
      </p>
      <div className="flex w-full flex-wrap items-center gap-x-4 gap-y-2">
        <Link
          to={links.register}
          className={buttonClass('primary', 'sm', 'h-auto min-h-9 py-1.5 text-center whitespace-normal')}
          data-testid="guest-signup"
        >
          {invitation}
        </Link>
        <Link to={links.login} className={link}>
          Já tenho conta
        </Link>
        {hasVoted ? <OtherBattlesLink /> : null}
      </div>
    </div>
  );
}
