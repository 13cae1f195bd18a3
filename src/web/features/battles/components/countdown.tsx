import type { BattleStatus } from '#domain/battles/battle-status.ts';
import {
  countdownLabel,
  countdownTarget,
  formatCountdown,
  isImminent,
  msUntil,
} from '#domain/time/countdown.ts';
import { Clock } from '#web/components/icons/icons.ts';
import { cn } from '#web/lib/cn.ts';
import { useNow } from '#web/lib/use-now.ts';

export interface CountdownProps {
  displayStatus: BattleStatus;
  startTime: string | null;
  endTime: string;
  className?: string;
  /** 'lg' for the battle page's status card. */
  size?: 'sm' | 'lg';
}

/**
 * 'Início em 2d 03:04:05' for a scheduled battle, 'Encerramento em …' otherwise, and in red
 * 'Encerra em instantes 00:00:11' in the last minute; ticks on the page's shared clock. Finished battles have nothing left to count and show nothing.
 */
export function Countdown({ displayStatus, startTime, endTime, className, size = 'sm' }: CountdownProps) {
  const now = useNow();
  if (displayStatus === 'finished' || displayStatus === 'pending') return null;
  const { label, target } = countdownTarget({ displayStatus, startTime, endTime });
  const ms = msUntil(target, now);
  const text = formatCountdown(ms);
  const imminent = isImminent(ms);
  return (
    <p
      data-testid="countdown"
      data-state={imminent ? 'imminent' : undefined}
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 text-zinc-300',
        imminent && 'font-semibold text-red-300',
        size === 'lg' ? 'text-base' : 'text-sm',
        className,
      )}
    >
      <Clock
        className={cn(
          'shrink-0',
          imminent ? 'animate-pulse text-red-400 motion-reduce:animate-none' : 'text-amber-400',
          size === 'lg' ? 'size-5' : 'size-4',
        )}
        aria-hidden="true"
      />
      {/* Each part stays on one line; on the narrowest phones the digits move below as a whole. */}
      <span className="whitespace-nowrap">{countdownLabel(label, ms)}</span>
      {/* A per-second change would flood screen readers; the label is read, the digits are not live. */}
      <time
        dateTime={target.toISOString()}
        className={cn(
          'whitespace-nowrap font-mono font-semibold tabular-nums',
          imminent ? 'text-red-300' : 'text-amber-300',
          // One line with its label on a 360 px phone; larger from `sm` up.
          size === 'lg' && 'text-base sm:text-xl',
        )}
      >
        {text}
      </time>
    </p>
  );
}
