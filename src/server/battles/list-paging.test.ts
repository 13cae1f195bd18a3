import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATTLE_PAGE_MAX, BATTLE_PAGE_SIZE } from '#domain/schemas/battles.ts';
import { addParticipant, createBattle } from '../db/factories/battles.ts';
import { queryRows } from '../db/query.ts';
import { createTestApp, signedInUser, type TestApp } from '../test-support/test-app.ts';
import { encodeListCursor } from './list-cursor.ts';

let t: TestApp;
/** Every visible battle of this file's database, in the order the arena must give them. */
let expectedOrder: string[];
const MINUTE = 60_000;
const base = Date.parse('2031-03-01T12:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < BATTLE_PAGE_MAX + 6; i++) {
    await createBattle(t.db, { createdAt: new Date(base - i * MINUTE) });
  }
  // Three battles created at the very same instant: the id breaks the tie.
  const tie = new Date(base - 5 * MINUTE + 1);
  for (let i = 0; i < 3; i++) await createBattle(t.db, { createdAt: tie });
  await createBattle(t.db, { status: 'pending', createdAt: new Date(base + MINUTE) });
  // Two battles inside one millisecond, apart only by microseconds (which a JS Date cannot hold).
  const micro = [await createBattle(t.db), await createBattle(t.db)];
  await t.db.execute(
    sql`UPDATE battle_events SET created_at = '2031-03-01T11:30:00.000400Z' WHERE id = ${micro[0]!.id}`,
  );
  await t.db.execute(
    sql`UPDATE battle_events SET created_at = '2031-03-01T11:30:00.000900Z' WHERE id = ${micro[1]!.id}`,
  );
  const rows = await queryRows<{ id: string }>(
    t.db,
    sql`SELECT id FROM battle_events WHERE status <> 'pending' ORDER BY created_at DESC, id DESC`,
  );
  expectedOrder = rows.map((r) => r.id);
});
afterAll(async () => {
  await t.close();
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
  it('gives the newest page first and a cursor to the next', async () => {
    const first = await getPage('');
    expect(first.battles).toHaveLength(BATTLE_PAGE_SIZE);
    expect(first.battles.map((b) => b.id)).toEqual(expectedOrder.slice(0, BATTLE_PAGE_SIZE));
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it('walks every battle once, in order, across ties and microseconds, ending with a null cursor', async () => {
    // 7 splits the three-way tie (indexes 5-7); 17 ends a page between the two microsecond rows.
    for (const limit of [7, 17]) {
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
    const forged = [
      'not-a-cursor',
      '%%%',
      Buffer.from('2031-03-01T12:00:00Z|abc').toString('base64url'),
      Buffer.from('2031-02-30T99:00:00.000000Z|abc').toString('base64url'),
      encodeListCursor({ createdAt: '2031-03-01T12:00:00.000000Z', id: '' }),
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

  it("pages 'my_battles' over the viewer's battles only", async () => {
    const fan = await signedInUser(t);
    const mine = [
      expectedOrder[3]!,
      expectedOrder[10]!,
      expectedOrder[30]!,
      expectedOrder[52]!,
      expectedOrder[57]!,
    ];
    for (const id of mine) await addParticipant(t.db, id, { id: fan.id });
    const { ids, sizes } = await walk({ filter: 'my_battles', limit: '2' }, fan.cookie);
    expect(ids).toEqual(mine);
    expect(sizes).toEqual([2, 2, 1]);
    // A last page filled to the limit still says there is nothing after it.
    const exact = await getPage('?filter=my_battles&limit=5', fan.cookie);
    expect(exact.battles.map((b) => b.id)).toEqual(mine);
    expect(exact.nextCursor).toBeNull();
    const all = await getPage('?limit=5', fan.cookie);
    expect(all.battles.map((b) => b.isCurrentUserParticipant)).toEqual([false, false, false, true, false]);
    expect(await getPage('?filter=my_battles')).toEqual({ battles: [], nextCursor: null });
  });
});
