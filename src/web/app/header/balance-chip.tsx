import { Link } from 'react-router';
import { balanceLabel } from '#domain/text/format-number.ts';
import { Coins } from '#web/components/icons/icons.ts';
import { cn } from '#web/lib/cn.ts';

/**
 * Balance link to /wallet: 'N YodCoins' from 768 px, 'N Y' below, hidden under 360 px where
 * the drawer shows it instead. Both labels are rendered and CSS picks one, so there is no flash.
 */
export function BalanceChip({ balance, className }: { balance: number; className?: string }) {
  const desktop = balanceLabel(balance, { mobile: false });
  return (
    <Link
      to="/wallet"
      aria-label={`${desktop}: abrir carteira`}
      title="Carteira"
      className={cn(
        'hidden h-9 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border border-amber-400/40 bg-amber-400/10 px-2.5 text-sm sm:px-3 font-semibold text-amber-300 hover:bg-amber-400/20 min-[360px]:inline-flex',
        className,
      )}
    >
      {/* Under 420 px the coin goes: a '999,9K Y' chip, the bell and the avatar must fit beside the logo. */}
      <Coins className="hidden size-4 min-[420px]:block" aria-hidden="true" />
      <span className="md:hidden">{balanceLabel(balance, { mobile: true })}</span>
      <span className="hidden md:inline">{desktop}</span>
    </Link>
  );
}
