import { useNow } from '#web/lib/use-now.ts';

/**
 * Whole seconds left until `iso` (rounded up, so '1' shows until the instant passes), 0 once it
 * has or when there is none, never more than `maxSeconds`. Ticks with the page clock only while
 * the instant is ahead; that clock can lag up to a tick, which `maxSeconds` keeps from showing.
 */
export function useSecondsUntil(iso: string | null, maxSeconds = Number.POSITIVE_INFINITY): number {
  const target = iso ? Date.parse(iso) : Number.NaN;
  const now = useNow(Number.isFinite(target) && target > Date.now());
  if (!Number.isFinite(target)) return 0;
  return Math.min(maxSeconds, Math.max(0, Math.ceil((target - now.getTime()) / 1000)));
}
