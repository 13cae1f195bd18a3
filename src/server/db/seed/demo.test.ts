import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '#server/db/factories/users.ts';
import { queryRows } from '#server/db/query.ts';
import { startBanner } from '#server/start-banner.ts';
import { createTestApp, sessionCookie, type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { DEMO_LOGINS, hasDemoLogins, seedDemo } from './demo.ts';

let t: TestApp;
// Its own uploads folder: the seed stores real images, which this test reads back.
const dataDir = mkdtempSync(path.join(tmpdir(), 'yod-demo-'));
// Registered before the app's hooks, so the folder goes after the app has closed.
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
withTestApp({ config: { dataDir } }, async (app) => {
  t = app;
  await seedDemo(t.app.deps);
});

/** The stored image behind one of our public URLs, decoded: proves the file really exists. */
async function imageAt(url: string) {
  expect(url).toMatch(/^\/uploads\//);
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  return sharp(res.rawPayload).metadata();
}

const login = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'yodarena' } });

describe('the start banner', () => {
  const facts = { publicUrl: 'http://localhost:3000', database: 'PostgreSQL' };

  it('lists the demo logins where the demo accounts exist, and nowhere else', async () => {
    expect(await hasDemoLogins(t.app.deps)).toBe(true);
    const seeded = startBanner({ ...facts, demoLogins: true });
    expect(seeded).toContain('Demo logins (password: yodarena)');
    for (const { email } of DEMO_LOGINS) expect(seeded).toContain(email);

    const empty = await createTestApp();
    try {
      // A database of real users, one of them at a demo address: still no demo.
      await createUser(empty.db, { email: 'mestre@yod.test' });
      expect(await hasDemoLogins(empty.app.deps)).toBe(false);
      const real = startBanner({ ...facts, demoLogins: false });
      expect(real).toContain('Yod Arena is running on http://localhost:3000');
      expect(real).not.toContain('yodarena');
      expect(real).not.toContain('@yod.test');
    } finally {
      await empty.close();
    }
  });
});

describe('demo data', () => {
  it('lets every listed demo login in with its role, and refuses the banned one with the ban sentence', async () => {
    for (const { email } of DEMO_LOGINS) {
      const res = await login(email);
      if (email === 'banido@yod.test') {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toMatch(
          /^Sua conta está banida\. Motivo: .+\. O banimento expira em/,
        );
        continue;
      }
      expect(res.statusCode, email).toBe(200);
      const { user } = res.json();
      if (email === 'mestre@yod.test') expect([user.role, user.isMaster]).toEqual(['admin', true]);
      if (email === 'admin@yod.test') expect([user.role, user.isMaster]).toEqual(['admin', false]);
      if (email === 'moderador@yod.test') expect(user.role).toBe('moderator');
      if (email.startsWith('lutador')) expect(user.balance).toBeGreaterThan(0);
    }
  });

  it('shows admins an older look-alike name and an invalid PIX key, kept as they were', async () => {
    const cookie = sessionCookie(await login('mestre@yod.test'));
    const lookalikes = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users/lookalikes',
      headers: { cookie },
    });
    expect(
      lookalikes.json().groups.map((g: { users: { username: string }[] }) => g.users.map((u) => u.username)),
    ).toEqual([['Saenchai', 'Saencha\u0456']]);
    const users = (await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } })).json()
      .users as { username: string; pixKey: string; pixKeyType: string | null }[];
    expect(users.find((u) => u.username === 'Saencha\u0456')).toMatchObject({
      pixKey: 'chave-pix-antiga',
      pixKeyType: null,
    });
    expect(users.filter((u) => u.pixKeyType === null)).toHaveLength(1);
  });

  it('records in the audit log the battle creations and the ban the seed performed', async () => {
    const rows = await queryRows<{ action: string; n: number }>(
      t.db,
      sql`SELECT action, count(*)::int AS n FROM audit_log GROUP BY action ORDER BY action`,
    );
    const [battles] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM battle_events`);
    const [bans] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM bans`);
    expect(rows).toEqual([
      { action: 'battle.create', n: battles?.n },
      { action: 'user.ban', n: bans?.n },
    ]);
  });

  it('keeps every balance equal to the sum of its ledger', async () => {
    const mismatched = await queryRows<{ user_id: string }>(
      t.db,
      sql`SELECT c.user_id FROM user_credits c
          LEFT JOIN (SELECT user_id, sum(amount)::int AS total FROM credit_transactions GROUP BY user_id) l
            ON l.user_id = c.user_id
          WHERE c.balance <> coalesce(l.total, 0)`,
    );
    expect(mismatched).toEqual([]);
  });

  it('has active ad banners for every slot position, with stored images, the home one targeted', async () => {
    const banners = await queryRows<{
      name: string;
      position: string;
      image_url: string;
      is_active: boolean;
      target_pages: string[] | null;
    }>(
      t.db,
      sql`SELECT name, position, image_url, is_active, target_pages FROM global_ad_banners ORDER BY name`,
    );
    expect(banners.length).toBeGreaterThanOrEqual(4);
    expect(banners.every((b) => b.is_active)).toBe(true);
    expect(new Set(banners.map((b) => b.position))).toEqual(new Set(['sidebar', 'in-content', 'footer']));
    expect(banners.some((b) => b.target_pages?.includes('home'))).toBe(true);
    for (const banner of banners) {
      const meta = await imageAt(banner.image_url);
      expect(meta.format, banner.name).toBe('png');
    }
    // And the public slots find them.
    for (const [position, page] of [
      ['sidebar', 'profile'],
      ['in-content', 'home'],
      ['footer', 'home'],
    ]) {
      const pick = await t.app.inject({
        method: 'GET',
        url: `/api/banners/pick?position=${position}&page=${page}`,
      });
      expect(pick.json().banner, `${position} ${page}`).not.toBeNull();
    }
  });

  it('gives five fighters a stored 200x200 profile picture in their own folder, shown on their battles', async () => {
    const pictures = await queryRows<{ id: string; profile_picture_url: string }>(
      t.db,
      sql`SELECT id, profile_picture_url FROM profiles WHERE profile_picture_url IS NOT NULL`,
    );
    expect(pictures).toHaveLength(5);
    for (const { id, profile_picture_url: url } of pictures) {
      expect(url.startsWith(`/uploads/profile-pictures/${id}/`)).toBe(true);
      const meta = await imageAt(url);
      expect([meta.width, meta.height]).toEqual([200, 200]);
    }
    // The battle page shows them next to the fighter's name.
    const [joined] = await queryRows<{ battle_event_id: string; user_id: string }>(
      t.db,
      sql`SELECT bp.battle_event_id, bp.user_id FROM battle_event_participants bp
          JOIN profiles p ON p.id = bp.user_id JOIN battle_events b ON b.id = bp.battle_event_id
          WHERE p.profile_picture_url IS NOT NULL AND b.status <> 'pending' LIMIT 1`,
    );
    expect(joined).toBeDefined();
    const detail = await t.app.inject({ method: 'GET', url: `/api/battles/${joined?.battle_event_id}` });
    const shown = detail
      .json()
      .battle.participants.find((p: { userId: string }) => p.userId === joined?.user_id);
    expect(shown?.avatarUrl).toBe(pictures.find((p) => p.id === joined?.user_id)?.profile_picture_url);
  });

  it('leaves unread notifications that lutador1 sees on the bell', async () => {
    const res = await login('lutador1@yod.test');
    const cookie = sessionCookie(res);
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.unreadCount).toBeGreaterThanOrEqual(2);
    const titles = body.notifications.map((n: { title: string }) => n.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Suas YodCoins foram ajustadas', 'Você foi adicionado a uma batalha']),
    );
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user.unreadNotifications).toBe(body.unreadCount);
  });
  it('has a battle with a visible suspicious burst, flagged for the vote review', async () => {
    const flags = await queryRows<{ kind: string; votes_count: number }>(
      t.db,
      sql`SELECT f.kind, f.votes_count FROM vote_flags f JOIN battle_events b ON b.id = f.battle_event_id
          WHERE b.slug = 'rajada-suspeita' AND f.reviewed_at IS NULL ORDER BY f.kind`,
    );
    expect(flags.map((f) => f.kind)).toEqual(['new_accounts', 'guest_network', 'signup_network']);
    expect(flags.every((f) => Number(f.votes_count) === 12)).toBe(true);
  });
});
