import { useSyncExternalStore } from 'react';
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
