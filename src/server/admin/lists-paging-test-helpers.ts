import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { battleStatuses } from '#domain/battles/battle-status.ts';
import type { SortDir } from '#domain/schemas/admin-lists.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { queryRows } from '#server/db/query.ts';
import { bans } from '#server/db/schema.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import type { Cast } from './test-helpers.ts';

// The users and battles lists read a page at a time on the server. Their tests walk every
// sort (both ways) and every filter through all its pages and compare the rows, in order, with
// what the raw tables say, computed there without the list's SQL.

export const NOW = new Date();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const USERS = 230;
export const BATTLES = 170;

/**
 * The data both lists page through, on an app whose clock says `NOW`: battles in every status and
 * users in every role and ban state, with participations.
 */
export async function seedLists(t: TestApp, cast: Cast): Promise<void> {
  const battleRows = [];
  for (let i = 0; i < BATTLES; i++) {
    const stored = battleStatuses[i % battleStatuses.length]!;
    // Some ended, some running, some not started; a few full waiting battles show as active.
    const later = i % 8 === 7;
    const end = new Date(NOW.getTime() + (later ? 3 : (i % 4) - 1) * DAY);
    const start = later
      ? new Date(NOW.getTime() + DAY / 2)
      : i % 9 === 0
        ? null
        : new Date(end.getTime() - (2 + (i % 3)) * DAY);
    battleRows.push(
      await createBattle(t.db, {
        title: `${i % 4 === 0 ? 'Tigre' : i % 4 === 1 ? 'TIGRESA' : 'Luta'} ${(i * 37) % 101} n${i}`,
        slug: i % 10 === 5 ? `noite-do-tigre-${i}` : `luta-${i}`,
        status: stored,
        startTime: start,
        endTime: end,
        maxParticipants: i % 5 === 0 ? 2 : null,
        prizeAmount: (i % 7) * 50 + (i % 2) * 0.5,
        createdAt: new Date(NOW.getTime() - Math.floor(i / 3) * MINUTE),
      }),
    );
  }
  for (let i = 0; i < USERS; i++) {
    const tigre = i % 4 === 0;
    const user = await createUser(t.db, {
      username: `${i % 3 === 0 ? 'Rank' : 'rank'}${tigre && i % 8 === 0 ? 'TIGRE' : 'x'}${(i * 53) % 97}u${i}`,
      email: `pessoa${i}@${i % 8 === 4 ? 'tigre' : 'exemplo'}.test`,
      pixKey: i % 12 === 2 ? `pix-tigre-${i}` : `pix-${i}`,
      instagramHandle: i % 12 === 6 ? `o_tigre_${i}` : i % 2 ? null : `insta${i}`,
      role: i % 29 === 0 ? 'admin' : i % 17 === 0 ? 'moderator' : 'user',
      createdAt: new Date(NOW.getTime() - Math.floor(i / 3) * MINUTE),
    });
    if (i % 7 === 0) await t.db.insert(bans).values({ userId: user.id, reason: 'Ativo', expiresAt: null });
    if (i % 11 === 0)
      await t.db
        .insert(bans)
        .values({ userId: user.id, reason: 'Vencido', expiresAt: new Date(NOW.getTime() - DAY) });
    if (i % 13 === 0)
      await t.db
        .insert(bans)
        .values({ userId: user.id, reason: 'Revogado', expiresAt: null, revokedAt: NOW });
    // Participations, only in battles without a maximum (the full ones stay as they are).
    for (let j = 0; j < i % 5; j++) {
      const battle = battleRows[((i + j * 31) % BATTLES) - (((i + j * 31) % BATTLES) % 5) + 1]!;
      await addParticipant(t.db, battle.id, { id: user.id });
    }
  }
  // Fill the battles with a maximum of 2, so waiting ones show as active.
  for (const battle of battleRows.filter((b) => b.maxParticipants === 2).slice(0, 20)) {
    await addParticipant(t.db, battle.id, { id: cast.user.id });
    await addParticipant(t.db, battle.id, { id: cast.moderator.id });
  }
}

/** Positions of `values` in the database's own text order (its collation), for the text sorts. */
async function dbOrder(t: TestApp, values: string[]): Promise<Map<string, number>> {
  const distinct = [...new Set(values)];
  if (distinct.length === 0) return new Map();
  const rows = await queryRows<{ v: string }>(
    t.db,
    sql`SELECT v FROM (VALUES ${sql.join(
      distinct.map((v) => sql`(${v}::text)`),
      sql`, `,
    )}) AS x(v) ORDER BY v`,
  );
  return new Map(rows.map((r, i) => [r.v, i]));
}

export type Key = number | string;
interface Expected<R> {
  rows: R[];
  key: (row: R) => Key;
  id: (row: R) => string;
}

/** Sorts by key then id in `dir`, text compared by the database's order. */
export async function ordered<R>(t: TestApp, { rows, key, id }: Expected<R>, dir: SortDir): Promise<R[]> {
  const texts = rows.map(key).filter((k): k is string => typeof k === 'string');
  const textRank = await dbOrder(t, texts);
  const idRank = await dbOrder(t, rows.map(id));
  const rank = (k: Key) => (typeof k === 'string' ? textRank.get(k)! : k);
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort(
    (a, b) => sign * (rank(key(a)) - rank(key(b)) || idRank.get(id(a))! - idRank.get(id(b))!),
  );
}

export interface Page<R> {
  rows: R[];
  nextCursor: string | null;
  prevCursor: string | null;
}

/** Every page from the first, forwards; then back from the last, which must give the same pages. */
export async function walk<R>(
  get: (qs: string) => Promise<Page<R>>,
  qs: string,
  limit: number,
  back: boolean,
): Promise<R[]> {
  const pages: Page<R>[] = [await get(`${qs}&limit=${limit}`)];
  expect(pages[0]!.prevCursor).toBeNull();
  while (pages.at(-1)!.nextCursor) {
    pages.push(await get(`${qs}&limit=${limit}&cursor=${pages.at(-1)!.nextCursor}`));
    expect(pages.length).toBeLessThan(100);
  }
  for (const page of pages.slice(0, -1)) expect(page.rows).toHaveLength(limit);
  if (back) {
    let page = pages.at(-1)!;
    for (let i = pages.length - 2; i >= 0; i--) {
      expect(page.prevCursor, `page ${i + 1} has a way back`).not.toBeNull();
      page = await get(`${qs}&limit=${limit}&cursor=${page.prevCursor}`);
      expect(page.rows).toEqual(pages[i]!.rows);
    }
    expect(page.prevCursor).toBeNull();
  }
  return pages.flatMap((p) => p.rows);
}
