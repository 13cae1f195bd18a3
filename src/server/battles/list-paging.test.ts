import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BattleStatus } from '#domain/battles/battle-status.ts';
import { BATTLE_PAGE_MAX, BATTLE_PAGE_SIZE } from '#domain/schemas/battles.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { arenaOrderOf } from '#server/test-support/arena-order.ts';
import { signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { encodeListCursor } from './list-cursor.ts';

let t: TestApp;
/** Every visible battle of this file's database, in the order the arena must give them. */
let expectedOrder: string[];
const HOUR = 3600_000;
/** The app's clock: fixed, so no battle crosses a boundary while the tests run. */
const NOW = Date.parse('2031-03-01T12:00:00.000Z');
let clockAt = NOW;
/** Battles made full (running while 'waiting'): no seat left for another participant. */
const fullIds = new Set<string>();
const at = (ms: number) => new Date(NOW + ms);

withTestApp({ clock: () => new Date(clockAt) }, async (app) => {
  t = app;
  const make = (overrides: Parameters<typeof createBattle>[1]) => createBattle(t.db, overrides);
  // Created newest first in the reverse of the arena order, so created_at order would fail.
  for (let i = 0; i < 12; i++) {
    await make({ status: 'finished', startTime: at(-(i + 30) * HOUR), endTime: at(-(i + 1) * HOUR) });
  }
  for (let i = 0; i < 3; i++) {
    await make({ status: 'waiting', startTime: at(-48 * HOUR), endTime: at(-(i * 7 + 2) * HOUR - 60_000) });
  }
  for (let i = 0; i < 10; i++) {
    await make({ status: 'scheduled', startTime: at((i + 2) * HOUR), endTime: at(100 * HOUR - i * HOUR) });
  }
  await make({ status: 'scheduled', startTime: null, endTime: at(200 * HOUR) });
  for (let i = 0; i < 12; i++) {
    await make({ status: 'waiting', startTime: at(-HOUR), endTime: at((i + 1) * HOUR + 30 * 60_000) });
  }
  for (let i = 0; i < 2; i++) {
    await make({ status: 'scheduled', startTime: at(-(i + 1) * 60_000), endTime: at((i + 3) * HOUR) });
  }
  for (let i = 0; i < 4; i++) {
    const full = await make({
      status: 'waiting',
      startTime: at(-HOUR),
      endTime: at((i + 2) * HOUR + 5 * 60_000),
      participantsCount: 10,
      maxParticipants: 10,
    });
    fullIds.add(full.id);
  }
  for (let i = 0; i < 10; i++) {
    await make({ status: 'active', startTime: at(-HOUR), endTime: at((10 - i) * HOUR + 15 * 60_000) });
  }
  // Three running battles closing at the very same instant: the id breaks the tie.
  for (const id of ['battle_tie_c', 'battle_tie_a', 'battle_tie_b']) {
    await make({ id, status: 'active', startTime: at(-HOUR), endTime: at(4 * HOUR) });
  }
  await make({ status: 'pending', endTime: at(HOUR) });
  // Finished at the very same instant (the id, ascending, breaks the tie), and inside one
  // millisecond apart only by microseconds.
  for (const id of ['battle_fin_c', 'battle_fin_a', 'battle_fin_b']) {
    await make({ id, status: 'finished', startTime: at(-9 * HOUR), endTime: at(-5 * HOUR) });
  }
  for (const [id, micros] of [
    ['battle_finmicro_a', '000400'],
    ['battle_finmicro_b', '000900'],
  ] as const) {
    await make({ id, status: 'finished', startTime: at(-9 * HOUR) });
    await t.db.execute(
      sql`UPDATE battle_events SET end_time = ${`2031-03-01T08:30:00.${micros}Z`}::timestamptz WHERE id = ${id}`,
    );
  }
  // Two running battles closing inside one millisecond, apart only by microseconds (which a JS
  // Date cannot hold); the ids sort against their order.
  const micro = [
    await make({ id: 'battle_micro_b', status: 'active', startTime: at(-HOUR) }),
    await make({ id: 'battle_micro_a', status: 'active', startTime: at(-HOUR) }),
  ];
  await t.db.execute(
    sql`UPDATE battle_events SET end_time = '2031-03-01T17:30:00.000400Z' WHERE id = ${micro[0]!.id}`,
  );
  await t.db.execute(
    sql`UPDATE battle_events SET end_time = '2031-03-01T17:30:00.000900Z' WHERE id = ${micro[1]!.id}`,
  );
  expectedOrder = await arenaOrderOf(t.db, new Date(NOW));
  expect(expectedOrder.length).toBeGreaterThan(BATTLE_PAGE_MAX + 6);
});

interface Page {
  battles: { id: string; isCurrentUserParticipant: boolean }[];
  nextCursor: string | null;
}

async function getPage(query: string, cookie?: string): Promise<Page> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/battles${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Follows nextCursor from the first page to the end; returns the ids and the page sizes. */
async function walk(params: Record<string, string>, cookie?: string) {
  const ids: string[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams(cursor ? { ...params, cursor } : params).toString();
    const page = await getPage(`?${query}`, cookie);
    ids.push(...page.battles.map((b) => b.id));
    sizes.push(page.battles.length);
    cursor = page.nextCursor;
    expect(sizes.length).toBeLessThan(100);
  } while (cursor);
  return { ids, sizes };
}

describe('arena paging', () => {
  it('opens on the running battles closing soonest, then open, scheduled and finished ones', async () => {
    const first = await getPage('');
    expect(first.battles).toHaveLength(BATTLE_PAGE_SIZE);
    expect(first.battles.map((b) => b.id)).toEqual(expectedOrder.slice(0, BATTLE_PAGE_SIZE));
    expect(first.nextCursor).toEqual(expect.any(String));
    const { ids } = await walk({ limit: String(BATTLE_PAGE_MAX) });
    const page = await getPage(`?limit=${BATTLE_PAGE_MAX}`);
    const rest = await getPage(`?limit=${BATTLE_PAGE_MAX}&cursor=${page.nextCursor}`);
    const cards = [...page.battles, ...rest.battles] as unknown as {
      id: string;
      displayStatus: BattleStatus;
      endTime: string;
    }[];
    expect(cards.map((c) => c.id)).toEqual(ids);
    const groups = cards.map((c) => c.displayStatus);
    // 19 running (10 active, 4 full, 3 tied, 2 apart by microseconds), 14 open, 11 scheduled, 20 finished.
    expect(groups.slice(0, 19).every((s) => s === 'active')).toBe(true);
    expect(groups.slice(19, 33).every((s) => s === 'waiting')).toBe(true);
    expect(groups.slice(33, 44).every((s) => s === 'scheduled')).toBe(true);
    expect(groups.slice(44).every((s) => s === 'finished')).toBe(true);
    const ends = (from: number, to: number) => cards.slice(from, to).map((c) => Date.parse(c.endTime));
    expect(ends(0, 19)).toEqual([...ends(0, 19)].sort((a, b) => a - b));
    expect(ends(44, cards.length)).toEqual([...ends(44, cards.length)].sort((a, b) => b - a));
    expect(ids.filter((id) => id.startsWith('battle_fin_'))).toEqual([
      'battle_fin_a',
      'battle_fin_b',
      'battle_fin_c',
    ]);
    expect(ids.filter((id) => id.startsWith('battle_finmicro_'))).toEqual([
      'battle_finmicro_b',
      'battle_finmicro_a',
    ]);
    expect(ids.filter((id) => id.startsWith('battle_tie_'))).toEqual([
      'battle_tie_a',
      'battle_tie_b',
      'battle_tie_c',
    ]);
    expect(ids.filter((id) => id.startsWith('battle_micro_'))).toEqual(['battle_micro_b', 'battle_micro_a']);
  });

  it('walks every battle once, in order, across ties and microseconds, ending with a null cursor', async () => {
    // Small pages split the three-way tie and the microsecond pair, and cross every group boundary.
    for (const limit of [3, 7, 17]) {
      const { ids, sizes } = await walk({ limit: String(limit) });
      expect(ids).toEqual(expectedOrder);
      expect(sizes.slice(0, -1).every((n) => n === limit)).toBe(true);
      expect(sizes.at(-1)).toBeGreaterThan(0);
    }
  });

  it('caps the page size and refuses a non-positive limit', async () => {
    const page = await getPage('?limit=1000');
    expect(page.battles).toHaveLength(BATTLE_PAGE_MAX);
    const zero = await t.app.inject({ method: 'GET', url: '/api/battles?limit=0' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.code).toBe('VALIDATION');
  });

  it('answers a forged or damaged cursor with 400 and the catalogue text', async () => {
    const KEY = '2031-03-01T12:00:00.000000Z';
    const forged = [
      'not-a-cursor',
      '%%%',
      Buffer.from('2031-03-01T12:00:00Z|abc').toString('base64url'),
      // The cursor of the created-at order this one replaced.
      Buffer.from('2031-03-01T12:00:00.000000Z|abc').toString('base64url'),
      encodeListCursor({ group: 4, key: KEY, asOf: '2031-03-01T12:00:00.000Z', id: 'abc' }),
      encodeListCursor({
        group: 0,
        key: '2031-03-01T12:00:00Z',
        asOf: '2031-03-01T12:00:00.000Z',
        id: 'abc',
      }),
      encodeListCursor({
        group: 0,
        key: '2031-02-30T99:00:00.000000Z',
        asOf: '2031-03-01T12:00:00.000Z',
        id: 'abc',
      }),
      encodeListCursor({ group: 0, key: KEY, asOf: '2031-02-30T99:00:00.000Z', id: 'abc' }),
      encodeListCursor({ group: 0, key: KEY, asOf: '2031-03-01T12:00:00.000Z', id: '' }),
    ];
    for (const cursor of forged) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/battles?cursor=${encodeURIComponent(cursor)}`,
      });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'BATTLES_CURSOR_INVALID',
        message: 'Página de batalhas inválida. Recarregue a lista.',
      });
    }
  });

  it('keeps a walk in the order of its first page while battles end and start under it', async () => {
    const first = await getPage('?limit=5');
    expect(first.battles.map((b) => b.id)).toEqual(expectedOrder.slice(0, 5));
    // Three hours later: running battles have ended, scheduled ones have started.
    clockAt = NOW + 3 * HOUR;
    try {
      const ids = first.battles.map((b) => b.id);
      let cursor = first.nextCursor;
      while (cursor) {
        const page = await getPage(`?limit=5&cursor=${cursor}`);
        ids.push(...page.battles.map((b) => b.id));
        cursor = page.nextCursor;
      }
      expect(ids).toEqual(expectedOrder);
      // A fresh walk sorts as of its own first page.
      const fresh = await walk({ limit: '11' });
      expect(fresh.ids).toEqual(await arenaOrderOf(t.db, new Date(clockAt)));
      expect(fresh.ids).not.toEqual(expectedOrder);
    } finally {
      clockAt = NOW;
    }
  });

  it("pages 'my_battles' over the viewer's battles only", async () => {
    const fan = await signedInUser(t);
    const joinable = expectedOrder.filter((id) => !fullIds.has(id));
    const mine = [joinable[3]!, joinable[10]!, joinable[30]!, joinable[50]!, joinable[54]!];
    for (const id of mine) await addParticipant(t.db, id, { id: fan.id });
    const { ids, sizes } = await walk({ filter: 'my_battles', limit: '2' }, fan.cookie);
    expect(ids).toEqual(mine);
    expect(sizes).toEqual([2, 2, 1]);
    // A last page filled to the limit still says there is nothing after it.
    const exact = await getPage('?filter=my_battles&limit=5', fan.cookie);
    expect(exact.battles.map((b) => b.id)).toEqual(mine);
    expect(exact.nextCursor).toBeNull();
    const all = await getPage('?limit=5', fan.cookie);
    expect(all.battles.map((b) => b.isCurrentUserParticipant)).toEqual(
      expectedOrder.slice(0, 5).map((id) => id === mine[0]),
    );
    expect(await getPage('?filter=my_battles')).toEqual({ battles: [], nextCursor: null });
  });
});
