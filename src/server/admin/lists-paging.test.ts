import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BattleStatus, battleStatuses, deriveDisplayStatus } from '#domain/battle-status.ts';
import { type AdminBattleSort, adminBattleDefaultDir } from '#domain/schemas/admin-battles.ts';
import type { SortDir } from '#domain/schemas/admin-lists.ts';
import { type AdminUserSort, adminUserDefaultDir } from '#domain/schemas/admin-users.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { queryRows } from '#server/db/query.ts';
import { bans, battles } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { as, type Cast, signInCast } from './test-helpers.ts';

// The users and battles lists read a page at a time on the server. This walks every
// sort (both ways) and every filter through all its pages and compares the rows, in order, with
// what the raw tables say, computed here without the list's SQL.

const NOW = new Date();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const USERS = 230;
const BATTLES = 170;

let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  cast = await signInCast(t);
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
}, 240_000);

afterAll(async () => {
  await t.close();
});

/** Positions of `values` in the database's own text order (its collation), for the text sorts. */
async function dbOrder(values: string[]): Promise<Map<string, number>> {
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

type Key = number | string;
interface Expected<R> {
  rows: R[];
  key: (row: R) => Key;
  id: (row: R) => string;
}

/** Sorts by key then id in `dir`, text compared by the database's order. */
async function ordered<R>({ rows, key, id }: Expected<R>, dir: SortDir): Promise<R[]> {
  const texts = rows.map(key).filter((k): k is string => typeof k === 'string');
  const textRank = await dbOrder(texts);
  const idRank = await dbOrder(rows.map(id));
  const rank = (k: Key) => (typeof k === 'string' ? textRank.get(k)! : k);
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort(
    (a, b) => sign * (rank(key(a)) - rank(key(b)) || idRank.get(id(a))! - idRank.get(id(b))!),
  );
}

interface Page<R> {
  rows: R[];
  nextCursor: string | null;
  prevCursor: string | null;
}

/** Every page from the first, forwards; then back from the last, which must give the same pages. */
async function walk<R>(
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

// ---------------------------------------------------------------- users

interface ListedUser {
  userId: string;
  role: string;
  isBanned: boolean;
  battlesParticipatedCount: number;
}

interface TruthUser {
  id: string;
  email: string;
  username: string;
  pixKey: string;
  instagram: string | null;
  createdAt: number;
  role: string;
  banned: boolean;
  battles: number;
}

async function usersTruth(): Promise<TruthUser[]> {
  const rows = await queryRows<Record<string, unknown>>(
    t.db,
    sql`SELECT u.id, u.email, p.username, p.pix_key, p.instagram_handle, u.created_at FROM "user" u JOIN profiles p ON p.id = u.id`,
  );
  const roles = await queryRows<{ user_id: string; role: string }>(
    t.db,
    sql`SELECT user_id, role FROM user_roles`,
  );
  const banRows = await t.db.select().from(bans);
  const joins = await queryRows<{ user_id: string }>(
    t.db,
    sql`SELECT user_id FROM battle_event_participants`,
  );
  const roleOf = new Map(roles.map((r) => [r.user_id, r.role]));
  return rows.map((r) => {
    const id = String(r.id);
    return {
      id,
      email: String(r.email),
      username: String(r.username),
      pixKey: String(r.pix_key),
      instagram: (r.instagram_handle as string | null) ?? null,
      createdAt: new Date(r.created_at as string | Date).getTime(),
      role: roleOf.get(id) ?? 'user',
      banned: banRows.some(
        (b) =>
          b.userId === id &&
          b.revokedAt === null &&
          (b.expiresAt === null || b.expiresAt.getTime() > NOW.getTime()),
      ),
      battles: joins.filter((j) => j.user_id === id).length,
    };
  });
}

const userKey: Record<AdminUserSort, (u: TruthUser) => Key> = {
  created: (u) => u.createdAt,
  name: (u) => u.username.toLowerCase(),
  email: (u) => u.email,
  battles: (u) => u.battles,
};

interface UserFilter {
  q?: string;
  role?: string;
  status?: 'active' | 'banned';
}

function userMatches(u: TruthUser, f: UserFilter): boolean {
  const q = f.q?.toLowerCase();
  if (q && ![u.email, u.username, u.id, u.pixKey, u.instagram ?? ''].some((v) => v.toLowerCase().includes(q)))
    return false;
  if (f.role && u.role !== f.role) return false;
  if (f.status && u.banned !== (f.status === 'banned')) return false;
  return true;
}

const getUsers = async (qs: string): Promise<Page<ListedUser>> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/users?${qs}`, headers: as(cast.admin) });
  expect(res.statusCode, `${qs}: ${res.body}`).toBe(200);
  const body = res.json();
  return { rows: body.users, nextCursor: body.nextCursor, prevCursor: body.prevCursor };
};

async function checkUsers(
  filter: UserFilter,
  sort: AdminUserSort,
  dir: SortDir,
  limit: number,
  back: boolean,
) {
  const truth = await usersTruth();
  const expected = await ordered(
    { rows: truth.filter((u) => userMatches(u, filter)), key: userKey[sort], id: (u) => u.id },
    dir,
  );
  const params = new URLSearchParams({ ...filter, sort, dir }).toString();
  const listed = await walk(getUsers, params, limit, back);
  expect(
    listed.map((u) => u.userId),
    params,
  ).toEqual(expected.map((u) => u.id));
  const byId = new Map(truth.map((u) => [u.id, u]));
  for (const row of listed) {
    const u = byId.get(row.userId)!;
    expect(row, params).toMatchObject({
      role: u.role,
      isBanned: u.banned,
      battlesParticipatedCount: u.battles,
    });
  }
  return expected.length;
}

describe('admin users list', () => {
  it('pages through every sort, both ways, forwards and back', async () => {
    const sorts: AdminUserSort[] = ['created', 'name', 'email', 'battles'];
    for (const sort of sorts) {
      for (const dir of ['asc', 'desc'] as const) {
        expect(await checkUsers({}, sort, dir, dir === 'asc' ? 50 : 25, true)).toBeGreaterThan(USERS);
      }
    }
  });

  it('filters by text, role and status, alone and together, under every sort', async () => {
    const filters: UserFilter[] = [
      { q: 'tigre' },
      { q: 'TIGRE' },
      { q: 'pessoa1' },
      { q: cast.moderator.id.slice(0, 8) },
      { role: 'user' },
      { role: 'moderator' },
      { role: 'admin' },
      { status: 'active' },
      { status: 'banned' },
      { q: 'tigre', role: 'user', status: 'active' },
      { q: 'rank', status: 'banned' },
      { q: 'nenhum-usuario-assim' },
    ];
    const counts: number[] = [];
    for (const filter of filters) {
      for (const sort of ['created', 'name', 'email', 'battles'] as const) {
        counts.push(await checkUsers(filter, sort, adminUserDefaultDir[sort], 25, sort === 'name'));
      }
    }
    // The data set gives each filter something to find (and the last one nothing).
    expect(counts.slice(0, -4).every((n) => n > 0)).toBe(true);
    expect(counts.slice(-4)).toEqual([0, 0, 0, 0]);
  });

  it('keeps the battles count in step with joins and leaves', async () => {
    const user = await createUser(t.db, { username: 'contadorunico' });
    const battle = await createBattle(t.db, { maxParticipants: null });
    const other = await createBattle(t.db, { maxParticipants: null });
    await addParticipant(t.db, battle.id, { id: user.id });
    await addParticipant(t.db, other.id, { id: user.id });
    const count = async () => (await getUsers('q=contadorunico')).rows[0]?.battlesParticipatedCount;
    expect(await count()).toBe(2);
    await t.db.delete(battles).where(sql`${battles.id} = ${battle.id}`);
    expect(await count()).toBe(1);
  });
});

// ---------------------------------------------------------------- battles

interface ListedBattle {
  id: string;
  displayStatus: BattleStatus;
}
type BattleRow = typeof battles.$inferSelect;

const battleKey: Record<AdminBattleSort, (b: BattleRow) => Key> = {
  created: (b) => b.createdAt.getTime(),
  title: (b) => b.title.toLowerCase(),
  status: (b) => battleStatuses.indexOf(deriveDisplayStatus(b, NOW)),
  start: (b) => b.startTime?.getTime() ?? Number.NEGATIVE_INFINITY,
  end: (b) => b.endTime.getTime(),
  participants: (b) => b.participantsCount,
  prize: (b) => Number(b.prizeAmount),
};

interface BattleFilter {
  q?: string;
  status?: BattleStatus;
}

function battleMatches(b: BattleRow, f: BattleFilter): boolean {
  const q = f.q?.toLowerCase();
  if (q && !(b.title.toLowerCase().includes(q) || (b.slug ?? '').toLowerCase().includes(q) || b.id === f.q))
    return false;
  return !f.status || deriveDisplayStatus(b, NOW) === f.status;
}

const getBattles = async (qs: string): Promise<Page<ListedBattle>> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/battles?${qs}`,
    headers: as(cast.moderator),
  });
  expect(res.statusCode, `${qs}: ${res.body}`).toBe(200);
  const body = res.json();
  return { rows: body.battles, nextCursor: body.nextCursor, prevCursor: body.prevCursor };
};

async function checkBattles(
  filter: BattleFilter,
  sort: AdminBattleSort,
  dir: SortDir,
  limit: number,
  back: boolean,
) {
  const truth = await t.db.select().from(battles);
  const expected = await ordered(
    { rows: truth.filter((b) => battleMatches(b, filter)), key: battleKey[sort], id: (b) => b.id },
    dir,
  );
  const params = new URLSearchParams({ ...filter, sort, dir }).toString();
  const listed = await walk(getBattles, params, limit, back);
  expect(
    listed.map((b) => b.id),
    params,
  ).toEqual(expected.map((b) => b.id));
  for (const row of listed)
    expect(row.displayStatus).toBe(deriveDisplayStatus(truth.find((b) => b.id === row.id)!, NOW));
  return expected.length;
}

describe('admin battles list', () => {
  it('pages through every sort, both ways, forwards and back', async () => {
    const sorts: AdminBattleSort[] = ['created', 'title', 'status', 'start', 'end', 'participants', 'prize'];
    for (const sort of sorts) {
      for (const dir of ['asc', 'desc'] as const) {
        expect(await checkBattles({}, sort, dir, dir === 'asc' ? 25 : 50, true)).toBeGreaterThanOrEqual(
          BATTLES,
        );
      }
    }
  });

  it('filters by the status shown and by text, alone and together, under every sort', async () => {
    const some = (await t.db.select().from(battles).limit(1))[0]!;
    const filters: BattleFilter[] = [
      ...battleStatuses.map((status) => ({ status })),
      { q: 'tigre' },
      { q: 'NOITE-DO' },
      { q: some.id },
      { q: 'tigre', status: 'finished' },
      { q: 'luta', status: 'active' },
    ];
    const counts: number[] = [];
    for (const filter of filters) {
      for (const sort of ['created', 'title', 'status', 'start', 'end', 'participants', 'prize'] as const) {
        counts.push(await checkBattles(filter, sort, adminBattleDefaultDir[sort], 25, sort === 'created'));
      }
    }
    expect(counts.every((n) => n > 0)).toBe(true);
  });
});
