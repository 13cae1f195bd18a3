import { prizeInWords } from '#domain/money/prize-words.ts';
import type { BattleCard } from '#domain/schemas/battles.ts';
import { formatDayMonth } from '#domain/time/sao-paulo-time.ts';
import { CircleCheck, Trophy } from '#web/components/icons/icons.ts';
import { cn } from '#web/lib/cn.ts';

/**
 * 'Prêmio de R$ 500,00 via PIX para o lutador mais votado' (or the split among `winnersCount`
 * tied winners), the prize description under it (unless `compact`: the battle page's header) and, once an admin marked it paid, 'Prêmio pago em dd/mm' (São Paulo calendar;
 * docs/product.md#prize-paid), compact or not.
 */
export function PrizeInfo({
  prize,
  className,
  compact = false,
  winnersCount = 0,
}: {
  prize: BattleCard['prize'];
  className?: string;
  compact?: boolean;
  /** A finished battle's winners: two or more is a tie, said with each one's share. */
  winnersCount?: number;
}) {
  return (
    <div className={cn('flex items-start gap-2', className)}>
      <Trophy className="mt-0.5 size-4 shrink-0 text-amber-400" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold text-zinc-50" data-testid="prize-words">
          {prizeInWords(prize, winnersCount)}
        </p>
        {prize.description && !compact ? <p className="text-sm text-zinc-300">{prize.description}</p> : null}
        {prize.paidAt ? (
          <p
            className="mt-0.5 flex items-center gap-1.5 text-sm font-medium text-emerald-300"
            data-testid="prize-paid-at"
          >
            <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
            Prêmio pago em {formatDayMonth(prize.paidAt)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
