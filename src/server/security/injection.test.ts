import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#server/db/factories/users.ts';
import { queryRows } from '#server/db/query.ts';
import { bans, profiles } from '#server/db/schema.ts';
import { confirmAsSignUp } from '#server/test-support/confirm-sign-up.ts';
import { createTestApp, login, type SignedInUser, signedInUser } from '#server/test-support/test-app.ts';
import { TEST_MASTER_EMAIL } from '#server/test-support/test-config.ts';
import { listTables } from './support/table-fingerprints.ts';

/** SQL-ish and script payloads: each must be stored and read back as plain text. */
const PAYLOADS = [
  "'; DROP TABLE profiles; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '" onmouseover="x',
] as const;

/** A PIX key must be a valid one now (domain/money/pix-key.ts): an e-mail key still carries a quote and '--'. */
const quotedPixKey = (i: number) => `o'neil--${i}@example.com`;

// Cases exist only for routes present now: the admin and profile features land independently.
const t = await createTestApp();
const has = (method: string, url: string) =>
  t.app.routeTable.some((r) => r.method === method && r.url === url);

let master: SignedInUser;
let tablesBefore: string[] = [];

beforeAll(async () => {
  master = await signedInUser(t, { email: TEST_MASTER_EMAIL, role: 'admin' });
  tablesBefore = await listTables(t.db);
});

afterAll(async () => {
  await t.close();
});

async function expectTablesIntact() {
  expect(await listTables(t.db)).toEqual(tablesBefore);
  const [row] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM profiles`);
  expect(Number(row?.n)).toBeGreaterThan(0);
}

describe('injection payloads are stored as text', () => {
  it.each(PAYLOADS.map((p, i) => [p, i] as const))(
    'sign-up keeps username %s verbatim (and a quoted PIX key), and refuses it as a PIX key',
    async (payload, i) => {
      const email = `injecao${i}@example.com`;
      const body = {
        username: payload,
        email,
        password: 'segredo1',
        confirmPassword: 'segredo1',
        pixKey: payload,
        acceptTerms: true,
      };
      const refused = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
      expect(refused.statusCode, refused.body).toBe(400);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...body, pixKey: quotedPixKey(i) },
      });
      expect(res.statusCode, res.body).toBe(201);
      await confirmAsSignUp(t, email, 'segredo1');
      const cookie = await login(t.app, email, 'segredo1');
      const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user;
      expect(me.username).toBe(payload);
      expect(me.pixKey).toBe(quotedPixKey(i));
      const [stored] = await t.db.select().from(profiles).where(eq(profiles.id, me.id));
      expect(stored?.username).toBe(payload);
      expect(stored?.pixKey).toBe(quotedPixKey(i));
      await expectTablesIntact();
    },
  );

  if (has('PATCH', '/api/profile') && has('GET', '/api/profile')) {
    it.each(PAYLOADS.map((p, i) => [p, i] as const))('profile edit keeps %s verbatim', async (payload, i) => {
      const u = await signedInUser(t);
      const username = `${payload} 2`;
      const pixKey = quotedPixKey(100 + i);
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { cookie: u.cookie },
        payload: { username, pixKey, currentPassword: u.password },
      });
      expect(res.statusCode, res.body).toBe(200);
      const profile = (
        await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: u.cookie } })
      ).json().profile;
      expect(profile.username).toBe(username);
      expect(profile.pixKey).toBe(pixKey);
      await expectTablesIntact();
    });
  }

  if (has('POST', '/api/admin/battles')) {
    it.each(PAYLOADS.map((p) => [p]))(
      'battle title, description and sponsor keep %s verbatim',
      async (payload) => {
        const now = Date.now();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admin/battles',
          headers: { cookie: master.cookie },
          payload: {
            title: payload,
            description: payload,
            prizeDescription: payload,
            startTime: new Date(now - 3_600_000).toISOString(),
            endTime: new Date(now + 86_400_000).toISOString(),
            maxParticipants: 10,
            sponsors: [{ name: payload, description: payload }],
          },
        });
        expect(res.statusCode, res.body).toBe(201);
        const battle = res.json().battle;
        expect(battle.title).toBe(payload);
        expect(battle.description).toBe(payload);
        if (has('GET', '/api/battles/:idOrSlug')) {
          const read = await t.app.inject({
            method: 'GET',
            url: `/api/battles/${encodeURIComponent(battle.id)}`,
          });
          expect(read.statusCode, read.body).toBe(200);
          expect(read.body).toContain(JSON.stringify(payload).slice(1, -1));
        }
        await expectTablesIntact();
      },
    );
  }

  if (has('POST', '/api/admin/banners') && has('GET', '/api/admin/banners')) {
    it.each(PAYLOADS.map((p) => [p]))('banner name keeps %s verbatim', async (payload) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/banners',
        headers: { cookie: master.cookie },
        payload: { name: payload, imageUrl: 'https://example.com/banner.png', position: 'sidebar' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const list = (
        await t.app.inject({ method: 'GET', url: '/api/admin/banners', headers: { cookie: master.cookie } })
      ).json().banners as { id: string; name: string }[];
      expect(list.find((b) => b.id === res.json().banner.id)?.name).toBe(payload);
      await expectTablesIntact();
    });
  }

  if (has('POST', '/api/admin/users/:id/ban')) {
    it.each(PAYLOADS.map((p) => [p]))('ban reason keeps %s verbatim', async (payload) => {
      const target = await createUser(t.db);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${target.id}/ban`,
        headers: { cookie: master.cookie },
        payload: { reason: payload, durationHours: 24 },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [stored] = await t.db
        .select({ reason: bans.reason })
        .from(bans)
        .where(eq(bans.userId, target.id));
      expect(stored?.reason).toBe(payload);
      await expectTablesIntact();
    });
  }

  if (has('GET', '/api/admin/users/search')) {
    it.each(PAYLOADS.map((p) => [p]))('user search treats %s as a search term', async (payload) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/users/search?q=${encodeURIComponent(payload)}`,
        headers: { cookie: master.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      await expectTablesIntact();
    });
  }
});
