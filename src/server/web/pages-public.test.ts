import { describe, expect, it } from 'vitest';
import { ANONYMOUS_CACHE_CONTROL, pageCachePolicies } from '#domain/pages/page-cache.ts';
import { bans } from '#server/db/schema.ts';
import { signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { pageHelpers, textOf } from './pages-test-helpers.ts';

let t: TestApp;
withTestApp({ pages: true }, (app) => {
  t = app;
});

const { get, battleWithFighters } = pageHelpers(() => t);

describe('other pages', () => {
  it('/arena lists the battles in its HTML', async () => {
    const { battle } = await battleWithFighters();
    const res = await get('/arena');
    expect(res.statusCode).toBe(200);
    expect(textOf(res.body)).toContain(battle.title);
    expect(res.headers['cache-control']).toBe(ANONYMOUS_CACHE_CONTROL);
  });

  it('renders the home page once for visitors and once for sessions, each kept apart', async () => {
    const fan = await signedInUser(t);
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    // Shared caches keep it for minutes; browsers ask again each time, since a visitor's copy
    // (its header says Entrar) goes without `Vary: Cookie` and must not outlive a sign-in.
    expect(res.headers['cache-control']).toBe(pageCachePolicies.static['Cache-Control']);
    expect(res.headers['cache-control']).toMatch(/max-age=0,/);
    expect(res.headers.vary).toBe('Accept-Encoding');
    const member = await get('/', { cookie: fan.cookie });
    expect(member.headers['cache-control']).toBe(pageCachePolicies.static['Cache-Control']);
    // A session's copy differs from a visitor's: no cache may hand one to the other.
    expect(member.headers.vary).toMatch(/Cookie/);
    expect(member.headers.etag).not.toBe(res.headers.etag);
    expect(member.body).not.toContain(fan.username);
    expect(textOf(member.body)).not.toContain('Começar agora');
    // Each copy is rendered once and reused.
    expect((await get('/', { cookie: fan.cookie })).headers.etag).toBe(member.headers.etag);
    expect((await get('/')).headers.etag).toBe(res.headers.etag);
  });

  it("a visitor's HTML has the logged-out header and the home page's calls to action, before any script", async () => {
    for (const url of ['/', '/arena', '/faq']) {
      const text = textOf((await get(url)).body);
      expect(text, url).toMatch(/Entrar .*Cadastrar/);
    }
    const home = textOf((await get('/')).body);
    expect(home).toContain('Começar agora');
    expect(home).toContain('Explorar Arena');
  });

  it("a banned fan's page carries the ban dialog in its HTML, not a blank page until the scripts load it", async () => {
    const fan = await signedInUser(t);
    await t.db.insert(bans).values({ userId: fan.id, reason: 'Spam na arena (teste)', expiresAt: null });
    const res = await get('/arena', { cookie: fan.cookie });
    expect(res.statusCode).toBe(200);
    const text = textOf(res.body);
    expect(text).toContain('Conta banida');
    expect(text).toContain('Spam na arena (teste)');
    expect(res.body).toMatch(/role="dialog"/);
  });

  it('a public profile is rendered with its data; an unknown one is a 404', async () => {
    const { fighters } = await battleWithFighters();
    const res = await get(`/u/${fighters[0]!.username}`);
    expect(res.statusCode).toBe(200);
    expect(textOf(res.body)).toContain(fighters[0]!.username);
    expect((await get('/u/ninguem-com-esse-nome')).statusCode).toBe(404);
  });
});
