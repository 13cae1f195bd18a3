import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { COUNTDOWN_TICK_MS } from '#domain/time/countdown.ts';

/**
 * The instant the server rendered the page (root.tsx provides it from the root loader). While
 * the browser hydrates that HTML, every clock reads this instant instead of its own, so countdowns
 * and time-derived states render exactly what the server sent (no hydration mismatch); right
 * after, they move to the real time.
 */
export const RenderTimeContext = createContext<number>(0);

/**
 * One clock for the whole page: every countdown subscribes to the same interval, so a list of 30
 * cards costs one timer (and one render pass per second), not 30. It runs only while subscribed.
 */
let now = new Date();
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function tick() {
  now = new Date();
  for (const listener of listeners) listener();
}

function subscribeTick(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) timer = setInterval(tick, COUNTDOWN_TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

function getTick(): Date {
  // An idle clock is stale: the first reader after a pause takes a fresh instant (once, so that
  // repeated reads within one render agree).
  if (timer === null && Date.now() - now.getTime() >= COUNTDOWN_TICK_MS) now = new Date();
  return now;
}

const noSubscription = () => () => undefined;

/** The current time, re-rendering the caller every second (`enabled` false: no ticking). */
export function useNow(enabled = true): Date {
  const renderTime = useContext(RenderTimeContext);
  const serverNow = useMemo(() => new Date(renderTime || Date.now()), [renderTime]);
  return useSyncExternalStore(enabled ? subscribeTick : noSubscription, getTick, () => serverNow);
}

/** setTimeout's longest delay (about 24.8 days); a later instant is re-checked after it. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

function parseInstants(key: string): number[] {
  return key
    .split('|')
    .map((i) => (i ? Date.parse(i) : Number.NaN))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
}

/**
 * The current time, re-rendering the caller only when it passes one of `instants` (a battle's
 * start and end): what depends on the time only through those instants (the displayed status,
 * whether votes are open) need not re-render a whole card, or a battle's whole participant list,
 * every second. The returned instant lies in the same interval between `instants` as now.
 */
export function useNowPast(instants: readonly (string | null)[]): Date {
  const renderTime = useContext(RenderTimeContext);
  const key = instants.join('|');
  const times = useMemo(() => parseInstants(key), [key]);
  const phaseAt = useCallback((t: number) => times.filter((x) => x <= t).length, [times]);

  const subscribe = useCallback(
    (listener: () => void) => {
      let timeout: ReturnType<typeof setTimeout> | undefined;
      const schedule = () => {
        const current = Date.now();
        const next = times.find((t) => t > current);
        if (next === undefined) return;
        // A few ms past the instant, so the derived status has moved when the caller re-renders.
        timeout = setTimeout(
          () => {
            listener();
            schedule();
          },
          Math.min(next - current + 5, MAX_TIMEOUT_MS),
        );
      };
      schedule();
      return () => clearTimeout(timeout);
    },
    [times],
  );

  const serverTime = renderTime || Date.now();
  const phase = useSyncExternalStore(
    subscribe,
    () => phaseAt(Date.now()),
    () => phaseAt(serverTime),
  );
  return useMemo(() => {
    const current = new Date();
    return phaseAt(current.getTime()) === phase ? current : new Date(serverTime);
  }, [phase, phaseAt, serverTime]);
}
