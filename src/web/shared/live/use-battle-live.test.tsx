import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '#web/lib/query-keys.ts';
import { stubApi } from '#web/test-support/api-stub.ts';
import { REFETCH_SPREAD_MS } from './battle-cache.ts';
import { POLL_MS } from './stream-fallback.ts';
import { useBattleLive } from './use-battle-live.ts';

/** EventSource as the hooks use it, driven by the test. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** An HTTP error answer: the browser gives up on the stream for good. */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.(new Event('error'));
  }
}

const STREAM = '/api/battles/b1/live';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function setup(status: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  client.setQueryData(queryKeys.me, { user: null });
  const api = stubApi({
    // The resync once the stream opens reads the session again.
    'GET /api/me': () => Response.json({ user: null }),
    [`GET ${STREAM}`]: () =>
      new Response(JSON.stringify({ error: { code: 'LIVE_STREAMS_BUSY', message: 'x' } }), {
        status,
        headers: { 'retry-after': '20' },
      }),
  });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  /** Refetches of the battle's page (not the resync after a reconnect, which reads every battle). */
  const pageReads = () =>
    invalidate.mock.calls.filter(([filters]) => filters?.predicate !== undefined).length;
  /** The resyncs after a reconnect: every battle query read again. */
  const resyncs = () =>
    invalidate.mock.calls.filter(([filters]) => filters?.queryKey?.join() === queryKeys.battles.join())
      .length;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useBattleLive('b1'), { wrapper });
  // The stream opens once the page is hydrated (hydrated-mark.ts): here at once, after a tick.
  await advance(0);
  return { api, invalidate, pageReads, resyncs, view };
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useBattleLive when the server turns the stream away', () => {
  it('reads the battle every 5-10 s, tries the stream again after Retry-After, and stops reading once it opens', async () => {
    const { api, pageReads, resyncs } = await setup(503);
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual([STREAM]);
    await act(async () => FakeEventSource.opened[0]!.fail());
    await advance(0);
    // One probe asked why: the stream URL, answered 503.
    expect(api.calls(`GET ${STREAM}`)).toHaveLength(1);
    expect(pageReads()).toBe(0);
    await advance(POLL_MS.max);
    expect(pageReads()).toBe(1);
    expect(FakeEventSource.opened).toHaveLength(1);
    await advance(2 * POLL_MS.max);
    expect(pageReads()).toBeGreaterThanOrEqual(3);
    // Not before the server's 20 s, not after 20 s stretched by half.
    expect(FakeEventSource.opened).toHaveLength(2);
    await act(async () => FakeEventSource.opened[1]!.open());
    const reads = pageReads();
    // The resync after the stream opens waits its turn within the spread, then happens once.
    expect(resyncs()).toBe(0);
    await advance(REFETCH_SPREAD_MS);
    expect(resyncs()).toBe(1);
    await advance(3 * POLL_MS.max);
    expect(pageReads()).toBe(reads);
  });

  it('treats a network cap (429) the same way', async () => {
    const { pageReads } = await setup(429);
    await act(async () => FakeEventSource.opened[0]!.fail());
    await advance(POLL_MS.max);
    expect(pageReads()).toBe(1);
  });

  it('retries any other failure soon and does not poll', async () => {
    const { pageReads } = await setup(502);
    await act(async () => FakeEventSource.opened[0]!.fail());
    await advance(1_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    await advance(POLL_MS.max);
    expect(pageReads()).toBe(0);
  });
});
