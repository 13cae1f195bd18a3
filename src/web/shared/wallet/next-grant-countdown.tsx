import { useNow } from '#web/lib/use-now.ts';
import { timeUntilLabel } from './next-grant.ts';

/** 'Novas YodCoins em 14h32': when the next daily grant is due (Me.dailyGrant.nextAt). */
export function NextGrantCountdown({ nextAt, className }: { nextAt: string; className?: string }) {
  const now = useNow();
  return (
    <span className={className} data-testid="next-grant">
      Novas YodCoins em <span className="tabular-nums">{timeUntilLabel(nextAt, now)}</span>
    </span>
  );
}
