import { useEffect, useRef, useState } from 'react';
import { afterHydration } from '#web/lib/hydrated-mark.ts';
import { probeRefusal, refusedRetryDelayMs } from './stream-fallback.ts';

const FIRST_RETRY_MS = 1000;
// Short enough that a restarted server is picked up within seconds, long enough not to hammer it.
const MAX_RETRY_MS = 10_000;

export interface EventSourceHandlers {
  /** Every `data:` payload, already JSON-parsed (non-JSON payloads such as pings are skipped). */
  onMessage: (data: unknown) => void;
  /** The stream came back after a drop: events may have been missed, so resync. */
  onReconnect?: () => void;
}

/**
 * A Server-Sent Events subscription that survives drops. The browser retries a broken stream by
 * itself, but gives up for good after an HTTP error (a restarting server, a proxy 502); then we
 * open a new one with exponential backoff. A server too busy for one more stream (503, or 429 for
 * the visitor's network) is asked again only after its Retry-After and a longer backoff, and the
 * hook returns true meanwhile, so the page can read its data by other means (stream-fallback.ts).
 * `url` null means "not now". A change of `identity` (the signed-in user) opens a new stream: the
 * server binds a stream to the session that opened it.
 */
export function useEventSource(
  url: string | null,
  handlers: EventSourceHandlers,
  identity: string | null | undefined = null,
): boolean {
  const [refused, setRefused] = useState(false);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `identity` is not read inside; it only makes a new session open a new stream.
  useEffect(() => {
    if (url === null || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    let retryMs = FIRST_RETRY_MS;
    let refusals = 0;
    let dropped = false;
    let stopped = false;

    const retry = (ms: number) => {
      if (!stopped) retryTimer = setTimeout(connect, ms);
    };
    const connect = () => {
      source = new EventSource(url);
      source.onopen = () => {
        retryMs = FIRST_RETRY_MS;
        refusals = 0;
        setRefused(false);
        if (dropped) {
          dropped = false;
          handlersRef.current.onReconnect?.();
        }
      };
      source.onmessage = (event: MessageEvent<string>) => {
        let data: unknown;
        try {
          data = JSON.parse(event.data);
        } catch {
          return;
        }
        handlersRef.current.onMessage(data);
      };
      source.onerror = () => {
        dropped = true;
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        source = null;
        void probeRefusal(url).then((refusal) => {
          if (stopped) return;
          if (refusal === null) {
            retry(retryMs);
            retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
            return;
          }
          setRefused(true);
          retry(refusedRetryDelayMs(refusals, refusal.retryAfterMs));
          refusals += 1;
        });
      };
    };

    // Events change the cache: none may land while the server's page hydrates (hydrated-mark.ts).
    void afterHydration().then(() => {
      if (!stopped) connect();
    });
    return () => {
      stopped = true;
      if (retryTimer !== null) clearTimeout(retryTimer);
      source?.close();
      setRefused(false);
    };
  }, [url, identity]);
  return refused;
}
