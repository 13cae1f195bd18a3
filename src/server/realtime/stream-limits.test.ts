import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { BattleUpdateEvent } from '#domain/schemas/battles.ts';
import { createBattle } from '#server/db/factories/battles.ts';
import { isRefusal, opened, openSse, type SseStream } from '#server/test-support/sse-client.ts';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { BUSY_RETRY_AFTER_S } from './routes.ts';

const MESSAGES_PER_SECOND = 4;
const PER_NETWORK = 2;
const PER_INSTANCE = 3;

let t: TestApp;
let base: string;
withTestApp(
  {
    config: {
      LIVE_MESSAGES_PER_SECOND: MESSAGES_PER_SECOND,
      LIVE_STREAMS_PER_NETWORK: PER_NETWORK,
      LIVE_STREAMS_PER_INSTANCE: PER_INSTANCE,
    },
  },
  async (app) => {
    t = app;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  },
);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Lets the server see a closed socket before the next stream is counted. */
const settle = () => sleep(200);

/** Every write the stream received, with the time it arrived and the updates it carried. */
function writesOf(stream: SseStream) {
  const writes: { at: number; events: number }[] = [];
  let seen = 0;
  const timer = setInterval(() => {
    const now = stream.events().length;
    if (now > seen) writes.push({ at: performance.now(), events: now - seen });
    seen = now;
  }, 5);
  return { writes, stop: () => clearInterval(timer) };
}

describe('live stream rate', () => {
  it('sends one stream at most LIVE_MESSAGES_PER_SECOND writes a second, the last one the latest state', async () => {
    const battle = await createBattle(t.db);
    const stream = opened(await openSse(base, `/api/battles/${battle.id}/live`));
    const { writes, stop } = writesOf(stream);
    try {
      // A snapshot every 10 ms for 1.5 s: 150 updates.
      const started = performance.now();
      for (let seq = 1; seq <= 150; seq++) {
        const update: BattleUpdateEvent = {
          type: 'totals',
          battleId: battle.id,
          seq,
          totals: [{ participantUserId: 'u1', votesCount: seq }],
        };
        t.app.deps.live.hub.dispatch(update);
        await sleep(10);
      }
      const last = await stream.next((e) => e.type === 'totals' && e.seq === 150);
      const elapsed = (performance.now() - started) / 1000;
      expect(last).toMatchObject({ totals: [{ participantUserId: 'u1', votesCount: 150 }] });
      const frames = stream.events().filter((e) => e.type === 'totals');
      // One more than the rate allows for the whole span: the first goes out at once.
      expect(frames.length).toBeLessThanOrEqual(Math.ceil(elapsed * MESSAGES_PER_SECOND) + 1);
      expect(frames.length).toBeGreaterThanOrEqual(3);
      const seqs = frames.map((e) => e.seq as number);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      for (const w of writes) expect(w.events).toBe(1);
    } finally {
      stop();
      stream.close();
      await settle();
    }
  });
});

describe('open streams per instance', () => {
  it('answers 503 with Retry-After past LIVE_STREAMS_PER_INSTANCE, and the network cap still holds first', async () => {
    const battle = await createBattle(t.db);
    const path = `/api/battles/${battle.id}/live`;
    const streams: SseStream[] = [];
    try {
      for (let i = 0; i < PER_NETWORK; i++) streams.push(opened(await openSse(base, path)));
      // The network is full before the instance is.
      const network = await openSse(base, '/api/battles/live');
      expect(isRefusal(network) && [network.status, network.code]).toEqual([429, 'LIVE_STREAMS_LIMITED']);
      // Another network still gets the instance's last stream.
      streams.push(opened(await openSse(base, path, {}, '127.0.0.2')));
      for (const [url, from] of [
        [path, '127.0.0.3'],
        ['/api/battles/live', '127.0.0.3'],
        // Refused before the battle is looked up: a full instance does not ask the database.
        ['/api/battles/nao-existe/live', '127.0.0.4'],
      ] as const) {
        const busy = await openSse(base, url, {}, from);
        expect(isRefusal(busy) && [busy.status, busy.code], url).toEqual([503, 'LIVE_STREAMS_BUSY']);
        const retryAfter = Number(isRefusal(busy) ? busy.retryAfter : Number.NaN);
        expect(retryAfter).toBeGreaterThanOrEqual(BUSY_RETRY_AFTER_S.min);
        expect(retryAfter).toBeLessThanOrEqual(BUSY_RETRY_AFTER_S.max);
      }
      // A stream that ends frees its place.
      streams.pop()?.close();
      await settle();
      streams.push(opened(await openSse(base, path, {}, '127.0.0.3')));
    } finally {
      for (const stream of streams) stream.close();
      await settle();
    }
  });
});
