import { useEffect, useRef } from 'react';

/** A stream the server turned away for load: when it said to come back, if it said. */
export interface StreamRefusal {
  retryAfterMs: number | null;
}

/**
 * Statuses that mean "not now, too many streams": 503 when the instance holds all it can, 429 when
 * the visitor's network does. Anything else (a proxy's 502, a 404) is retried as a broken stream.
 */
const REFUSED_STATUSES = new Set([429, 503]);

/**
 * Why the stream at `url` could not open. EventSource reports no status, so after it gives up the
 * same address is asked once with fetch: a refusal answers at once with its status; a stream that
 * opens this time is cut off as soon as its head arrives (the caller then opens it for real).
 * Null: not a refusal (or the probe failed too, as on a network drop).
 */
export async function probeRefusal(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<StreamRefusal | null> {
  const controller = new AbortController();
  try {
    const res = await fetchImpl(url, {
      headers: { accept: 'text/event-stream' },
      cache: 'no-store',
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (!REFUSED_STATUSES.has(res.status)) return null;
    const seconds = Number(res.headers.get('retry-after'));
    return { retryAfterMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null };
  } catch {
    return null;
  } finally {
    controller.abort();
  }
}

const FIRST_REFUSED_RETRY_MS = 15_000;
/** Pages turned away keep trying, but a full server hears from each at most every few minutes. */
export const MAX_REFUSED_RETRY_MS = 5 * 60_000;

/**
 * When to try a refused stream again: the server's Retry-After at least, doubling with each refusal
 * in a row (`attempt` from 0) up to MAX_REFUSED_RETRY_MS, then stretched by up to half at random
 * so the pages refused together come back apart.
 */
export function refusedRetryDelayMs(
  attempt: number,
  retryAfterMs: number | null,
  random: () => number = Math.random,
): number {
  const backoff = FIRST_REFUSED_RETRY_MS * 2 ** Math.min(attempt, 16);
  const base = Math.min(MAX_REFUSED_RETRY_MS, Math.max(retryAfterMs ?? 0, backoff));
  return Math.round(base * (1 + random() / 2));
}

/** How often a page without its stream reads the battle again: 5-10 s, at random each time. */
export const POLL_MS = { min: 5_000, max: 10_000 };

export function pollDelayMs(random: () => number = Math.random): number {
  return Math.round(POLL_MS.min + random() * (POLL_MS.max - POLL_MS.min));
}

/**
 * While `active`, calls `poll` every pollDelayMs(): the page keeps its numbers current from the
 * battle's cacheable JSON while the live stream is refused.
 */
export function usePollWhile(active: boolean, poll: () => void): void {
  const pollRef = useRef(poll);
  useEffect(() => {
    pollRef.current = poll;
  });
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(() => {
        // Nobody looks at a tab in the background: it skips its turns until it is shown again.
        if (typeof document === 'undefined' || document.visibilityState !== 'hidden') pollRef.current();
        next();
      }, pollDelayMs());
    };
    next();
    return () => clearTimeout(timer);
  }, [active]);
}
