import { Link } from 'react-router';
import { formatDateTime } from '#domain/format.ts';
import { formatCount, yodcoinsLabel } from '#domain/format-number.ts';
import type { GuestVoteStatus } from '#domain/schemas/votes.ts';
import { Clock, Coins, UserRound } from '#web/components/icons/icons.ts';
import { useAuthLinks } from '#web/shared/session/auth-links.ts';

export interface VoterStatusProps {
  /** The signed-in viewer's YodCoins; null for a visitor. */
  balance: number | null;
  /** Seconds left of the gap between two votes. */
  waitSeconds: number;
  isGuest: boolean;
  guestStatus: GuestVoteStatus | null;
}

/**
 * Where the viewer stands before voting, next to the vote buttons: a fan's YodCoins left (and the
 * gap's countdown), or a visitor's guest vote — still there, or used and when it comes back.
 */
export function VoterStatus({ balance, waitSeconds, isGuest, guestStatus }: VoterStatusProps) {
  const links = useAuthLinks();
  const box =
    'flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-zinc-800 bg-zinc-900/60 px-4 py-3 text-sm text-zinc-200';

  if (!isGuest) {
    if (balance === null) return null;
    return (
      <div className={box} data-testid="voter-status" aria-live="polite">
        <p className="flex items-center gap-2">
          <Coins className="size-4 shrink-0 text-amber-400" aria-hidden="true" />
          <span>
            Você tem{' '}
            <strong className="text-amber-300 tabular-nums" data-testid="voter-balance">
              {yodcoinsLabel(balance)}
            </strong>{' '}
            para votar
          </span>
        </p>
        {waitSeconds > 0 ? (
          <p className="flex items-center gap-2 text-zinc-300">
            <Clock className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
            Próximo voto em <span className="tabular-nums">{formatCount(waitSeconds)} s</span>
          </p>
        ) : null}
        {balance === 0 ? (
          <Link to="/wallet" className="font-semibold text-amber-300 underline-offset-2 hover:underline">
            Ver carteira
          </Link>
        ) : null}
      </div>
    );
  }

  if (!guestStatus) return null;
  return (
    <div className={box} data-testid="voter-status">
      <p className="flex items-center gap-2">
        <UserRound className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
        {guestStatus.available ? (
          <span>Visitante: você tem 1 voto anônimo nesta rede.</span>
        ) : (
          <span data-testid="guest-vote-used">
            Você já usou seu voto anônimo
            {guestStatus.availableAt ? `; ele volta em ${formatDateTime(guestStatus.availableAt)}` : ''}.
          </span>
        )}
      </p>
      <p>
        <Link to={links.login} className="font-semibold text-amber-300 underline-offset-2 hover:underline">
          Entre
        </Link>{' '}
        ou{' '}
        <Link to={links.register} className="font-semibold text-amber-300 underline-offset-2 hover:underline">
          cadastre-se
        </Link>{' '}
        para votar com YodCoins.
      </p>
    </div>
  );
}
