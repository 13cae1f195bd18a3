import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createBanner } from '#server/db/factories/banners.ts';
import { auditLog, banners } from '#server/db/schema.ts';
import { type SignedInUser, signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let now = new Date();
let admin: SignedInUser;
let moderator: SignedInUser;

withTestApp({ clock: () => now }, async (app) => {
  t = app;
  admin = await signedInUser(t, { role: 'admin' });
  moderator = await signedInUser(t, { role: 'moderator' });
});
beforeEach(async () => {
  await t.db.delete(banners);
  // Past the 5-minute cache of the previous test.
  now = new Date(now.getTime() + 10 * 60 * 1000);
});

async function pick(position: string, page?: string) {
  const query = new URLSearchParams({ position, ...(page ? { page } : {}) });
  const res = await t.app.inject({ method: 'GET', url: `/api/banners/pick?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().banner as { id: string; name: string; imageUrl: string; linkUrl: string | null } | null;
}

async function pickedIds(position: string, page: string | undefined, times = 12) {
  const ids = new Set<string | null>();
  for (let i = 0; i < times; i += 1) ids.add((await pick(position, page))?.id ?? null);
  return ids;
}

describe('public banner selection', () => {
  it('prefers banners targeting the page, falls back to untargeted ones', async () => {
    const targeted = await createBanner(t.db, { position: 'sidebar', targetPages: ['arena'] });
    const anyPage = await createBanner(t.db, { position: 'sidebar', targetPages: null });
    expect(await pickedIds('sidebar', 'arena')).toEqual(new Set([targeted.id]));
    expect(await pickedIds('sidebar', 'wallet')).toEqual(new Set([anyPage.id]));
    // Without a page context only untargeted banners show.
    expect(await pickedIds('sidebar', undefined)).toEqual(new Set([anyPage.id]));
  });

  it('never shows inactive banners or banners of another position', async () => {
    await createBanner(t.db, { position: 'sidebar', isActive: false, targetPages: ['wallet'] });
    await createBanner(t.db, { position: 'sidebar', isActive: false });
    await createBanner(t.db, { position: 'footer', targetPages: ['wallet'] });
    expect(await pick('sidebar', 'wallet')).toBeNull();
    const untargeted = await createBanner(t.db, { position: 'sidebar', targetPages: [] });
    now = new Date(now.getTime() + 6 * 60 * 1000);
    expect(await pickedIds('sidebar', 'wallet')).toEqual(new Set([untargeted.id]));
  });

  it('answers only the public fields, with a 5-minute cache', async () => {
    await createBanner(t.db, { position: 'footer', name: 'Academia', linkUrl: 'https://academia.example' });
    const res = await t.app.inject({ method: 'GET', url: '/api/banners/pick?position=footer&page=home' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(Object.keys(res.json().banner).sort()).toEqual(['id', 'imageUrl', 'linkUrl', 'name']);

    // Inserted behind the API's back: invisible until the cached list expires.
    expect(await pick('header')).toBeNull();
    const late = await createBanner(t.db, { position: 'header' });
    expect(await pick('header')).toBeNull();
    now = new Date(now.getTime() + 6 * 60 * 1000);
    expect((await pick('header'))?.id).toBe(late.id);
  });

  it('refuses unknown positions and pages', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/banners/pick?position=popup' });
    expect(bad.statusCode).toBe(400);
    const badPage = await t.app.inject({
      method: 'GET',
      url: '/api/banners/pick?position=sidebar&page=admin',
    });
    expect(badPage.statusCode).toBe(400);
  });
});

describe('banner administration', () => {
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('is for admins only', async () => {
    const fan = await signedInUser(t);
    // The advertising page's own refusal, not the generic one.
    for (const who of [moderator, fan]) {
      const res = await send('GET', '/api/admin/banners', who.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'ADVERTISING_FORBIDDEN',
        title: 'Acesso negado',
        message:
          'Você não tem permissão para gerenciar a publicidade. Entre em contato com um administrador.',
      });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/banners' })).statusCode).toBe(401);
    const create = await send('POST', '/api/admin/banners', moderator.cookie, {
      name: 'x',
      imageUrl: 'https://example.com/x.png',
    });
    expect(create.statusCode).toBe(403);
    expect(await t.db.select().from(banners)).toHaveLength(0);
  });

  it('creates with the product defaults, edits, toggles and deletes, auditing each change', async () => {
    const created = await send('POST', '/api/admin/banners', admin.cookie, {
      name: '  Loja Yod  ',
      imageUrl: '/uploads/global-ad-banners/1700000000000-abcdef123456.png',
      linkUrl: '',
    });
    expect(created.statusCode).toBe(201);
    const banner = created.json().banner;
    expect(banner).toMatchObject({
      name: 'Loja Yod',
      linkUrl: null,
      position: 'sidebar',
      isActive: false,
      targetPages: [],
    });
    // Inactive: the public slot does not see it; activating it shows it at once on this instance.
    expect(await pick('sidebar', 'profile')).toBeNull();
    const toggled = await send('POST', `/api/admin/banners/${banner.id}/toggle`, admin.cookie);
    expect(toggled.json().banner.isActive).toBe(true);
    expect((await pick('sidebar', 'profile'))?.id).toBe(banner.id);

    const edited = await send('PATCH', `/api/admin/banners/${banner.id}`, admin.cookie, {
      position: 'footer',
      targetPages: ['arena', 'arena'],
      linkUrl: 'https://loja.example/promo',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().banner).toMatchObject({
      name: 'Loja Yod',
      position: 'footer',
      targetPages: ['arena'],
      isActive: true,
      linkUrl: 'https://loja.example/promo',
    });
    expect(await pick('sidebar', 'profile')).toBeNull();
    expect((await pick('footer', 'arena'))?.id).toBe(banner.id);

    now = new Date(now.getTime() + 1000);
    const second = await send('POST', '/api/admin/banners', admin.cookie, {
      name: 'Segundo',
      imageUrl: 'https://cdn.example/b.png',
      position: 'in-content',
      isActive: true,
      targetPages: ['home'],
    });
    expect(second.statusCode).toBe(201);
    const list = await send('GET', '/api/admin/banners', admin.cookie);
    expect(list.json().banners.map((b: { name: string }) => b.name)).toEqual(['Segundo', 'Loja Yod']);

    const removed = await send('DELETE', `/api/admin/banners/${banner.id}`, admin.cookie);
    expect(removed.statusCode).toBe(204);
    expect(await pick('footer', 'arena')).toBeNull();
    const again = await send('DELETE', `/api/admin/banners/${banner.id}`, admin.cookie);
    expect(again.statusCode).toBe(404);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, banner.id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'banner.create',
      'banner.delete',
      'banner.toggle',
      'banner.update',
    ]);
    expect(audits.every((a) => a.actorUserId === admin.id)).toBe(true);
  });

  it('refuses a missing name or image and unsafe links, storing nothing', async () => {
    const cases = [
      { name: '', imageUrl: 'https://example.com/x.png' },
      { name: 'Sem imagem', imageUrl: '' },
      { name: 'Script', imageUrl: 'javascript:alert(1)' },
      { name: 'Link', imageUrl: 'https://example.com/x.png', linkUrl: 'javascript:alert(1)' },
      { name: 'Página', imageUrl: 'https://example.com/x.png', targetPages: ['admin'] },
    ];
    for (const payload of cases) {
      const res = await send('POST', '/api/admin/banners', admin.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await t.db.select().from(banners)).toHaveLength(0);
  });
  it('saves a position only for pages it has a slot on, on create and on edit', async () => {
    const base = { name: 'Posições', imageUrl: 'https://example.com/x.png', isActive: true };
    const sidebarHome = await send('POST', '/api/admin/banners', admin.cookie, {
      ...base,
      position: 'sidebar',
      targetPages: ['home'],
    });
    expect(sidebarHome.statusCode).toBe(400);
    expect(sidebarHome.json().error.message).toBe(
      'Esta posição não aparece em uma das páginas escolhidas. Marque apenas as páginas indicadas.',
    );
    expect(await t.db.select().from(banners)).toHaveLength(0);

    const header = await send('POST', '/api/admin/banners', admin.cookie, {
      ...base,
      position: 'header',
      targetPages: ['home', 'battle_details'],
    });
    expect(header.statusCode).toBe(201);
    const id = header.json().banner.id;
    // Moving it to the sidebar while it still targets the home page is refused, and changes nothing.
    const moved = await send('PATCH', `/api/admin/banners/${id}`, admin.cookie, { position: 'sidebar' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.code).toBe('BANNER_PAGE_WITHOUT_SLOT');
    const [row] = await t.db.select().from(banners).where(eq(banners.id, id));
    expect(row?.position).toBe('header');
    const ok = await send('PATCH', `/api/admin/banners/${id}`, admin.cookie, {
      position: 'sidebar',
      targetPages: ['battle_details'],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().banner).toMatchObject({ position: 'sidebar', targetPages: ['battle_details'] });
  });
});
