import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BattleUpdateEvent } from '#domain/schemas/battles.ts';
import { PublicUpdates } from './pending-battles.ts';
import { LiveFeeds, mergeTotals, PendingUpdates, RateBoundFeed } from './stream-rate.ts';

const totals = (seq: number, counts: Record<string, number>, battleId = 'b1'): BattleUpdateEvent => ({
  type: 'totals',
  battleId,
  seq,
  totals: Object.entries(counts).map(([participantUserId, votesCount]) => ({
    participantUserId,
    votesCount,
  })),
});
const votes = (participantUserId: string, votesCount: number): BattleUpdateEvent => ({
  type: 'votes',
  battleId: 'b1',
  participantUserId,
  votesCount,
});
const status = (value: string, battleId = 'b1'): BattleUpdateEvent => ({
  type: 'status',
  battleId,
  status: value,
});

describe('PendingUpdates', () => {
  it('keeps the latest snapshot per battle and the latest total per fighter, at the place of the last one', () => {
    const pending = new PendingUpdates();
    pending.add(totals(1, { a: 1, b: 0 }));
    pending.add(votes('a', 2));
    pending.add(status('active'));
    pending.add(totals(2, { a: 3, b: 1 }));
    pending.add(votes('a', 4));
    pending.add(totals(3, { a: 4, b: 1 }, 'b2'));
    expect(pending.take()).toEqual([
      status('active'),
      totals(2, { a: 3, b: 1 }),
      votes('a', 4),
      totals(3, { a: 4, b: 1 }, 'b2'),
    ]);
    expect(pending.isEmpty).toBe(true);
    expect(pending.take()).toEqual([]);
  });

  it('ignores a snapshot older than the pending one, and drops no rare event', () => {
    const pending = new PendingUpdates();
    pending.add(totals(5, { a: 5 }));
    pending.add(totals(4, { a: 4 }));
    pending.add(status('active'));
    pending.add(status('finished'));
    pending.add({ type: 'votes_voided', battleId: 'b1', participantUserId: 'a', votesCount: 2 });
    expect(pending.take().map((u) => u.type)).toEqual(['totals', 'status', 'status', 'votes_voided']);
  });

  it('merges a partial snapshot into the pending one, keeping the fighters only the older carried', () => {
    const older = totals(1, { a: 1, b: 2 });
    const full = totals(2, { a: 3, b: 2 });
    expect(mergeTotals(older as never, full as never)).toBe(full);
    expect(mergeTotals(older as never, totals(2, { a: 3 }) as never)).toEqual(totals(2, { a: 3, b: 2 }));
  });
});

describe('RateBoundFeed', () => {
  let clock = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const advance = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };
  const feedOf = (intervalMs: number) => {
    const feed = new RateBoundFeed({
      intervalMs,
      frameOf: (u) => `${JSON.stringify(u)}\n`,
      now: () => clock,
    });
    const writes: { at: number; chunk: string }[] = [];
    feed.sinks.add({ write: (chunk) => writes.push({ at: clock, chunk: chunk.toString() }) });
    return { feed, writes };
  };

  it('writes the first update on the next turn, then at most once per interval with the latest state', () => {
    const { feed, writes } = feedOf(250);
    // 100 snapshots a second for two seconds: 200 updates.
    for (let seq = 1; seq <= 200; seq++) {
      feed.add(totals(seq, { a: seq }));
      advance(10);
    }
    advance(1000);
    const gaps = writes.slice(1).map((w, i) => w.at - writes[i]!.at);
    expect(writes[0]!.at).toBe(10);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(250);
    expect(writes.length).toBeLessThanOrEqual(9);
    expect(writes.at(-1)?.chunk).toBe(`${JSON.stringify(totals(200, { a: 200 }))}\n`);
    // Each window carries one snapshot, never a pile of them.
    for (const w of writes) expect(w.chunk.split('\n').filter(Boolean)).toHaveLength(1);
  });

  it('writes one chunk per window for every stream, built once', () => {
    const frameOf = vi.fn((u: BattleUpdateEvent) => `${u.type}\n`);
    const feed = new RateBoundFeed({ intervalMs: 250, frameOf, now: () => clock });
    const chunks: string[][] = [[], [], []];
    for (const out of chunks) feed.sinks.add({ write: (chunk) => out.push(chunk.toString()) });
    feed.add(status('active'));
    feed.add(totals(1, { a: 1 }));
    advance(1);
    expect(chunks).toEqual([['status\ntotals\n'], ['status\ntotals\n'], ['status\ntotals\n']]);
    expect(frameOf).toHaveBeenCalledTimes(2);
  });

  it('writes what is pending on flush, and nothing after close', () => {
    const { feed, writes } = feedOf(250);
    feed.add(status('active'));
    advance(1);
    feed.add(status('finished'));
    feed.flush();
    expect(writes.map((w) => w.chunk)).toHaveLength(2);
    feed.add(status('active'));
    feed.close();
    advance(1000);
    expect(writes).toHaveLength(2);
  });
});

describe('LiveFeeds', () => {
  it('subscribes once per view, keeps pending battles from the public, and leaves with the last stream', () => {
    const listeners: [string | null, (u: BattleUpdateEvent) => void][] = [];
    const publish = (u: BattleUpdateEvent) => {
      for (const [battleId, listener] of listeners) if (battleId === u.battleId) listener(u);
    };
    const unsubscribed: (string | null)[] = [];
    const feeds = new LiveFeeds({
      intervalMs: 250,
      frameOf: (u) => `${u.type}:${'status' in u ? u.status : ''}|`,
      subscribe: (battleId, listener) => {
        listeners.push([battleId, listener]);
        return () => unsubscribed.push(battleId);
      },
      isPublic: (u) => !('status' in u && u.status === 'pending'),
    });
    const got: Record<string, string[]> = { guest: [], fan: [], staff: [] };
    const leaveGuest = feeds.join('b1', false, { write: (c) => got.guest!.push(c.toString()) });
    const leaveFan = feeds.join('b1', false, { write: (c) => got.fan!.push(c.toString()) });
    const leaveStaff = feeds.join('b1', true, { write: (c) => got.staff!.push(c.toString()) });
    expect(feeds.size).toBe(2);
    expect(listeners).toHaveLength(2);
    publish(status('pending'));
    publish(status('active'));
    feeds.flushAll();
    expect(got).toEqual({
      guest: ['status:active|'],
      fan: ['status:active|'],
      staff: ['status:pending|status:active|'],
    });
    leaveGuest();
    leaveGuest();
    expect(unsubscribed).toEqual([]);
    leaveFan();
    leaveStaff();
    expect(unsubscribed).toEqual(['b1', 'b1']);
    expect(feeds.size).toBe(0);
  });
});

describe('PublicUpdates', () => {
  it("keeps a pending battle's events and snapshots from the public until it is approved", () => {
    const filter = new PublicUpdates();
    const pending: BattleUpdateEvent = {
      type: 'participants',
      battleId: 'b1',
      participantsCount: 1,
      status: 'pending',
    };
    expect(filter.isPublic(pending)).toBe(false);
    filter.heard(pending);
    expect(filter.isPublic(totals(1, {}))).toBe(false);
    expect(filter.isPublic(totals(1, {}, 'b2'))).toBe(true);
    filter.heard(status('waiting'));
    expect(filter.isPublic(status('waiting'))).toBe(true);
    expect(filter.isPublic(totals(2, { a: 0 }))).toBe(true);
  });
});
