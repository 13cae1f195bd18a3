import { describe, expect, it, vi } from 'vitest';
import {
  MAX_REFUSED_RETRY_MS,
  POLL_MS,
  pollDelayMs,
  probeRefusal,
  refusedRetryDelayMs,
} from './stream-fallback.ts';

/** A fetch answering `status` (and Retry-After), recording whether the probe let go of it. */
function fetchAnswering(status: number, retryAfter?: string) {
  const signals: AbortSignal[] = [];
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.signal) signals.push(init.signal);
    return new Response(status === 200 ? ': connected\n\n' : '{}', {
      status,
      headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
    });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, signals, calls: fetchImpl.mock.calls };
}

describe('probeRefusal', () => {
  it("reads a 503's and a 429's Retry-After", async () => {
    expect(await probeRefusal('/api/battles/b1/live', fetchAnswering(503, '20').fetchImpl)).toEqual({
      retryAfterMs: 20_000,
    });
    expect(await probeRefusal('/api/battles/b1/live', fetchAnswering(429, '30').fetchImpl)).toEqual({
      retryAfterMs: 30_000,
    });
    expect(await probeRefusal('/x', fetchAnswering(503).fetchImpl)).toEqual({ retryAfterMs: null });
    expect(await probeRefusal('/x', fetchAnswering(503, 'soon').fetchImpl)).toEqual({ retryAfterMs: null });
  });

  it('is no refusal for any other answer or a failed request, and lets go of a stream it opened', async () => {
    const open = fetchAnswering(200);
    expect(await probeRefusal('/api/battles/b1/live', open.fetchImpl)).toBeNull();
    expect(open.calls[0]?.[0]).toBe('/api/battles/b1/live');
    expect(open.signals[0]?.aborted).toBe(true);
    expect(await probeRefusal('/x', fetchAnswering(404).fetchImpl)).toBeNull();
    expect(await probeRefusal('/x', fetchAnswering(502).fetchImpl)).toBeNull();
    const failing = vi.fn(async () => {
      throw new TypeError('network');
    }) as unknown as typeof fetch;
    expect(await probeRefusal('/x', failing)).toBeNull();
  });
});

describe('refusedRetryDelayMs', () => {
  it("waits the server's Retry-After at least, doubling per refusal up to the cap, stretched at random", () => {
    const none = () => 0;
    expect(refusedRetryDelayMs(0, 20_000, none)).toBe(20_000);
    expect(refusedRetryDelayMs(0, null, none)).toBe(15_000);
    expect(refusedRetryDelayMs(1, 20_000, none)).toBe(30_000);
    expect(refusedRetryDelayMs(3, 20_000, none)).toBe(120_000);
    expect(refusedRetryDelayMs(30, null, none)).toBe(MAX_REFUSED_RETRY_MS);
    expect(refusedRetryDelayMs(0, 20_000, () => 1)).toBe(30_000);
    expect(refusedRetryDelayMs(30, null, () => 1)).toBe(MAX_REFUSED_RETRY_MS * 1.5);
  });
});

describe('pollDelayMs', () => {
  it('is 5 to 10 s', () => {
    expect(pollDelayMs(() => 0)).toBe(POLL_MS.min);
    expect(pollDelayMs(() => 1)).toBe(POLL_MS.max);
    for (let i = 0; i < 50; i++) {
      const ms = pollDelayMs();
      expect(ms).toBeGreaterThanOrEqual(5_000);
      expect(ms).toBeLessThanOrEqual(10_000);
    }
  });
});
