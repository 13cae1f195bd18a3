import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SortDir } from '#domain/schemas/admin-lists.ts';
import { type AdminUserSort, adminUserDefaultDir } from '#domain/schemas/admin-users.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { queryRows } from '#server/db/query.ts';
import { bans, battles } from '#server/db/schema.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import { type Key, NOW, ordered, type Page, seedLists, USERS, walk } from './lists-paging-test-helpers.ts';
import { as, type Cast, withCastApp } from './test-helpers.ts';

let t: TestApp;
let cast: Cast;
withCastApp(
  async (app, c) => {
    t = app;
    cast = c;
    await seedLists(app, c);
  },
  { clock: () => NOW },
  240_000,
);

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
    t,
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
