import { useEffect, useState, useSyncExternalStore } from 'react';
import { COUNTDOWN_TICK_MS } from '../../../domain/countdown.ts';

/**
 * One clock for the whole page: every countdown subscribes to the same interval, so a list of 30
 * cards costs one timer (and one render pass per second), not 30. The interval only runs while
 * something is subscribed.
 */
let now = new Date();
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function tick() {
  now = new Date();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    // A clock that sat idle is stale; refresh before the first render of the new subscriber.
    now = new Date();
    timer = setInterval(tick, COUNTDOWN_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

function getSnapshot(): Date {
  return now;
}

/** The current time, re-rendering the caller every second. */
export function useNow(): Date {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** setTimeout's longest delay (about 24.8 days); a later instant is re-checked after it. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The current time, re-rendering the caller only when it passes one of `instants` (a battle's
 * start and end): what depends on the time only through those instants (the displayed status,
 * whether votes are open) need not re-render a whole card, or a battle's whole participant list,
 * every second. Countdown digits use useNow.
 */
export function useNowPast(instants: readonly (string | null)[]): Date {
  const [now, setNow] = useState(() => new Date());
  const key = instants.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `instants`
  useEffect(() => {
    const current = Date.now();
    const next = instants
      .map((i) => (i ? Date.parse(i) : Number.NaN))
      .filter((t) => Number.isFinite(t) && t > current)
      .sort((a, b) => a - b)[0];
    if (next === undefined) return;
    // A few ms past the instant, so the derived status has moved when the caller re-renders.
    const timer = setTimeout(() => setNow(new Date()), Math.min(next - current + 5, MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [key, now]);
  return now;
}
