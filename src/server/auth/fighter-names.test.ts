import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillDerivedColumns } from '#server/db/derived-columns.ts';
import { createUser } from '#server/db/factories/users.ts';
import { profiles, user } from '#server/db/schema.ts';
import { signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { TEST_MASTER_EMAIL } from '#server/test-support/test-config.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

const TAKEN = 'Este nome de lutador já está em uso.';
const HIDDEN =
  'O nome de lutador não pode ter caracteres invisíveis, de controle ou de direção do texto (como espaço de largura zero ou hífen oculto).';
/** 'Sаenchaі' with a Cyrillic а (U+0430) and і (U+0456): drawn exactly like 'Saenchai'. */
const CYRILLIC_SAENCHAI = 'S\u0430encha\u0456';
const ZERO_WIDTH_SAENCHAI = 'Saen\u200bchai';

let seq = 0;
const register = (username: string) => {
  seq += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: `10.90.${Math.floor(seq / 200)}.${seq % 200}`,
    payload: {
      username,
      email: `nome${seq}@example.com`,
      password: 'segredo1',
      confirmPassword: 'segredo1',
      pixKey: `nome${seq}@example.com`,
      acceptTerms: true,
    },
  });
};
const patch = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie }, payload });
const profileOf = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0];
const usersNamed = (name: string) => t.db.select().from(profiles).where(eq(profiles.username, name));

describe('fighter names that cannot be imitated', () => {
  let saenchai: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    saenchai = await createUser(t.db, { username: 'Saenchai' });
  });

  it('refuses a look-alike of an existing name at sign-up, as taken', async () => {
    const res = await register(CYRILLIC_SAENCHAI);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'SIGNUP_USERNAME_TAKEN', message: TAKEN });
    for (const lookalike of ['SAENCHAI', 'Ｓａｅｎｃｈａｉ', '𝐒𝐚𝐞𝐧𝐜𝐡𝐚𝐢'])
      expect((await register(lookalike)).statusCode, lookalike).toBe(409);
    expect(await usersNamed(CYRILLIC_SAENCHAI)).toEqual([]);
    // Nothing of the refused accounts is left behind.
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(user);
    const [profileCount] = await t.db.select({ n: sql<number>`count(*)::int` }).from(profiles);
    expect(Number(row?.n)).toBe(Number(profileCount?.n));
  });

  it('refuses zero-width, soft hyphen, bidi and control characters with a pt-BR message', async () => {
    for (const name of [
      ZERO_WIDTH_SAENCHAI,
      'Saen\u00adchai',
      'Saenchai\u202e',
      'Sa\u2066en',
      'Saen\tchai',
    ]) {
      const res = await register(name);
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION', message: HIDDEN });
    }
    expect(await usersNamed(ZERO_WIDTH_SAENCHAI)).toEqual([]);
  });

  it('stores the name NFKC-normalised with its look-alike key', async () => {
    const res = await register('  Ｒｏｄｔａｎｇ   Jitmuangnon ');
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await usersNamed('Rodtang Jitmuangnon');
    expect(stored).toMatchObject({ usernameSkeleton: 'rodtang jitrnuangnon', usernameSkeletonDup: 0 });
  });

  it('refuses a look-alike on profile update, and lets a name keep its own look', async () => {
    const me = await signedInUser(t, { username: 'Aprendiz' });
    for (const name of [CYRILLIC_SAENCHAI, 'saenchai']) {
      const res = await patch(me.cookie, { username: name });
      expect(res.statusCode, name).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'PROFILE_USERNAME_TAKEN', message: TAKEN });
    }
    const hidden = await patch(me.cookie, { username: ZERO_WIDTH_SAENCHAI });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().error.message).toBe(HIDDEN);
    expect((await profileOf(me.id))?.username).toBe('Aprendiz');
    // A new name takes its key; the old key is free again.
    expect((await patch(me.cookie, { username: 'Aprend1z' })).statusCode).toBe(200);
    expect(await profileOf(me.id)).toMatchObject({ username: 'Aprend1z', usernameSkeleton: 'aprendlz' });
    expect((await register('Aprendiz')).statusCode).toBe(201);
    expect((await profileOf(saenchai.id))?.username).toBe('Saenchai');
  });

  it('lets only one of two concurrent look-alike sign-ups through', async () => {
    const results = await Promise.all([register('Superbon'), register('Superb\u043en')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(profiles).where(eq(profiles.usernameSkeleton, 'superbon'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a second holder of a look-alike key in the database itself', async () => {
    const other = await createUser(t.db, { username: 'Tawanchai' });
    const impostor = await createUser(t.db, { username: 'Impostor' });
    await expect(
      t.db
        .update(profiles)
        .set({ username: 'Tawanchaі', usernameSkeleton: 'tawanchai' })
        .where(eq(profiles.id, impostor.id)),
    ).rejects.toThrow();
    expect((await profileOf(other.id))?.usernameSkeletonDup).toBe(0);
  });
});

describe('names that looked alike before the rule', () => {
  it('keeps them, numbers them oldest first, and reports them to admins', async () => {
    const base = Date.now() - 10 * 24 * 3600_000;
    const original = await createUser(t.db, { username: 'Buakaw', createdAt: new Date(base) });
    const copy = await createUser(t.db, {
      username: 'Buаkаw',
      createdAt: new Date(base + 1000),
      lookalikeOfOlder: 1,
    });
    const hidden = await createUser(t.db, {
      username: 'Bua\u200bkaw',
      createdAt: new Date(base + 2000),
      lookalikeOfOlder: 2,
    });
    // As the rows were before the migration: no key yet.
    const ids = [original.id, copy.id, hidden.id];
    for (const id of ids)
      await t.db
        .update(profiles)
        .set({ usernameSkeleton: null, usernameSkeletonDup: 0 })
        .where(eq(profiles.id, id));

    const report = await fillDerivedColumns(t.db);
    expect(report.skeletons).toBeGreaterThanOrEqual(3);
    const after = await Promise.all(ids.map(profileOf));
    expect(after.map((p) => [p?.username, p?.usernameSkeleton, p?.usernameSkeletonDup])).toEqual([
      ['Buakaw', 'buakaw', 0],
      ['Buаkаw', 'buakaw', 1],
      ['Bua\u200bkaw', 'buakaw', 2],
    ]);
    // Nobody new gets the look; the next start has nothing to do.
    expect((await register('\u0412uakaw')).statusCode).toBe(409);
    expect(await fillDerivedColumns(t.db)).toEqual({ skeletons: 0, pixKeys: 0 });

    const master = await signedInUser(t, { email: TEST_MASTER_EMAIL, role: 'admin' });
    const groups = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users/lookalikes',
      headers: { cookie: master.cookie },
    });
    expect(groups.statusCode).toBe(200);
    const group = groups
      .json()
      .groups.find((g: { users: { userId: string }[] }) => g.users.some((u) => u.userId === original.id));
    expect(group.users.map((u: { username: string; isFirst: boolean }) => [u.username, u.isFirst])).toEqual([
      ['Buakaw', true],
      ['Buаkаw', false],
      ['Bua\u200bkaw', false],
    ]);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie: master.cookie },
    });
    const rows = list.json().users as { userId: string; lookalikeUsernames: string[] }[];
    expect(rows.find((r) => r.userId === copy.id)?.lookalikeUsernames).toEqual(['Buakaw', 'Bua\u200bkaw']);
    expect(rows.find((r) => r.userId === master.id)?.lookalikeUsernames).toEqual([]);

    // Admin only.
    const fan = await signedInUser(t);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users/lookalikes',
      headers: { cookie: fan.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });
});
