import { useEffect, useSyncExternalStore } from 'react';

/**
 * How many live streams this tab has open (battle pages, the arena). Each of them also carries the
 * viewer's account events, so the account stream (use-account-live.ts) opens only when none is:
 * one connection per tab, within the browser's ~6 per origin over HTTP/1.1.
 */
let open = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

export function registerLiveStream(): () => void {
  open += 1;
  changed();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    open -= 1;
    changed();
  };
}

export function openLiveStreams(): number {
  return open;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The number of open live streams, re-rendering when it changes. */
export function useOpenLiveStreams(): number {
  return useSyncExternalStore(subscribe, openLiveStreams, () => 0);
}

/** Counts this component's stream while `active`. */
export function useLiveStreamRegistration(active: boolean): void {
  useEffect(() => (active ? registerLiveStream() : undefined), [active]);
}
