import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '#domain/format.ts';
import { addParticipant, castVote, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { bans, battleSlugHistory } from '#server/db/schema.ts';
import { createTestApp, signedInUser, type TestApp } from '#server/test-support/test-app.ts';

/** Server logs of the app, one parsed pino line each. */
const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line) logLines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages: true, logger: { level: 'info', stream: logStream } });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The text of an HTML document without tags (what a reader of the page sees, roughly). */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function battleWithFighters() {
  const battle = await createBattle(t.db, {
    title: `Noite de Muaythai ${Date.now().toString(36)}`,
    prizeAmount: 1234.5,
    status: 'active',
    maxParticipants: null,
  });
  const fighters = [];
  for (let i = 0; i < 3; i += 1) {
    const pixKey = randomUUID();
    const user = await createUser(t.db, { username: `Lutador${i}x${Date.now().toString(36)}`, pixKey });
    await addParticipant(t.db, battle.id, { id: user.id });
    fighters.push({ ...user, pixKey });
  }
  for (let v = 0; v < 2; v += 1) {
    const voter = await createUser(t.db, { balance: 1 });
    await castVote(t.db, { battleId: battle.id, participantUserId: fighters[0]!.id, voterUserId: voter.id });
  }
  return { battle, fighters };
}

describe('a battle page rendered on the server', () => {
  it('carries the title, prize, status, countdown target and every fighter with their count', async () => {
    const { battle, fighters } = await battleWithFighters();
    const res = await get(`/battle/${battle.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const text = textOf(res.body);
    expect(text).toContain(battle.title);
    expect(text).toContain(formatMoney(1234.5).replace(/\s/g, ' '));
    expect(text).toContain('Em Andamento');
    expect(res.body).toContain(`dateTime="${battle.endTime.toISOString()}"`);
    expect(text).toMatch(new RegExp(`${fighters[0]!.username} .*2 votos`));
    for (const fighter of fighters.slice(1))
      expect(text).toMatch(new RegExp(`${fighter.username} .*0 votos`));
    // Open Graph and JSON-LD come from the same answer.
    expect(res.body).toContain(`<meta property="og:title" content="${battle.title} | Yod Arena"/>`);
    expect(res.body).toContain('"@type":"SportsEvent"');
    // Nothing private of the fighters reaches the HTML.
    for (const fighter of fighters) {
      expect(res.body).not.toContain(fighter.email);
      expect(res.body).not.toContain(fighter.pixKey);
    }
  });

  it('finds the battle by id as well, and answers an unknown one with a real 404 page', async () => {
    const { battle } = await battleWithFighters();
    const byId = await get(`/battle/${battle.id}`);
    expect(byId.statusCode).toBe(200);
    expect(textOf(byId.body)).toContain(battle.title);

    const missing = await get('/battle/nao-existe-mesmo');
    expect(missing.statusCode).toBe(404);
    expect(textOf(missing.body)).toContain('Batalha não encontrada');
    expect(missing.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it('sends a slug the battle had before a rename to its current page (301, query kept)', async () => {
    const { battle } = await battleWithFighters();
    const old = `nome-antigo-${Date.now().toString(36)}`;
    await t.db.insert(battleSlugHistory).values({ slug: old, battleEventId: battle.id });
    const moved = await get(`/battle/${old}?fighter=Lutador0`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/battle/${battle.slug}?fighter=Lutador0`);
    const current = await get(moved.headers.location as string);
    expect(current.statusCode).toBe(200);
    expect(textOf(current.body)).toContain(battle.title);
    // Its preview card too: one URL per card (decision 0018).
    const movedCard = await get(`/og/battle/${old}.png`);
    expect(movedCard.statusCode).toBe(301);
    expect(movedCard.headers.location).toBe(`/og/battle/${battle.slug}.png`);
    const card = await get(movedCard.headers.location as string);
    expect(card.statusCode).toBe(200);
  });

  it('gives visitors a shared, short-lived copy with an ETag, and signed-in fans a private page', async () => {
    const { battle } = await battleWithFighters();
    const first = await get(`/battle/${battle.slug}`);
    expect(first.headers['cache-control']).toBe('public, max-age=2, s-maxage=2');
    expect(first.headers.vary).toMatch(/cookie/i);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await get(`/battle/${battle.slug}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);

    const fan = await signedInUser(t);
    const personal = await get(`/battle/${battle.slug}`, { cookie: fan.cookie });
    expect(personal.statusCode).toBe(200);
    expect(personal.headers['cache-control']).toBe('private, no-store');
    expect(personal.headers.etag).toBeUndefined();
    // The header is rendered for them already (no visitor buttons).
    expect(personal.body).toContain(fan.username);
  });

  it('renders a page once for visitors who ask for it at the same time', async () => {
    const { battle } = await battleWithFighters();
    t.app.readCache.clear();
    const answers = await Promise.all(Array.from({ length: 12 }, () => get(`/battle/${battle.slug}`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    // Each render stamps its own instant into the page: one ETag means one render.
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
  });

  it('drops the cached copy when a vote changes the battle', async () => {
    const { battle, fighters } = await battleWithFighters();
    const before = await get(`/battle/${battle.slug}`);
    expect(textOf(before.body)).toMatch(new RegExp(`${fighters[1]!.username} .*0 votos`));
    const voter = await signedInUser(t, { balance: 5 });
    const vote = await t.app.inject({
      method: 'POST',
      url: `/api/battles/${battle.id}/votes`,
      headers: { cookie: voter.cookie, origin: t.config.PUBLIC_URL },
      payload: { participantUserId: fighters[1]!.id },
    });
    expect(vote.statusCode).toBe(200);
    const after = await get(`/battle/${battle.slug}`);
    expect(textOf(after.body)).toMatch(new RegExp(`${fighters[1]!.username} .*1 voto`));
  });
});

describe('other pages', () => {
  it('/arena lists the battles in its HTML', async () => {
    const { battle } = await battleWithFighters();
    const res = await get('/arena');
    expect(res.statusCode).toBe(200);
    expect(textOf(res.body)).toContain(battle.title);
    expect(res.headers['cache-control']).toBe('public, max-age=2, s-maxage=2');
  });

  it('renders the home page once for visitors and once for sessions, each kept apart', async () => {
    const fan = await signedInUser(t);
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60, s-maxage=300');
    // The copies differ with the cookie (a visitor's says Entrar): no cache may swap them.
    expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
    const member = await get('/', { cookie: fan.cookie });
    expect(member.headers['cache-control']).toBe('public, max-age=60, s-maxage=300');
    expect(member.headers.etag).not.toBe(res.headers.etag);
    expect(member.body).not.toContain(fan.username);
    expect(textOf(member.body)).not.toContain('Começar Agora');
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
    expect(home).toContain('Começar Agora');
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

  it('an unknown path is a 404 page, logged', async () => {
    const res = await get('/caminho/que-nao-existe');
    expect(res.statusCode).toBe(404);
    expect(textOf(res.body)).toContain('Oops! Page not found');
    expect(logLines.some((l) => l.msg === 'unknown page' && l.path === '/caminho/que-nao-existe')).toBe(true);
  });

  it('sends visitors of /profile to the login with the way back, and old addresses on', async () => {
    const profile = await get('/profile');
    expect(profile.statusCode).toBe(302);
    expect(profile.headers.location).toBe('/login?from=%2Fprofile');
    const battles = await get('/battles');
    expect(battles.statusCode).toBe(301);
    expect(battles.headers.location).toBe('/arena');
    const yodcoins = await get('/yodcoins');
    expect(yodcoins.statusCode).toBe(301);
    expect(yodcoins.headers.location).toBe('/wallet');
  });

  it('sends the admin pages renamed in the glossary to their new addresses (301, query kept)', async () => {
    const moved = {
      '/admin/profiles': '/admin/users',
      '/admin/profiles?q=ana&status=banned': '/admin/users?q=ana&status=banned',
      '/admin/yodcoins': '/admin/wallets',
      '/admin/yodcoins?user=u1': '/admin/wallets?user=u1',
    };
    for (const [from, to] of Object.entries(moved)) {
      const res = await get(from);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    for (const page of ['/admin/users', '/admin/wallets'])
      expect((await get(page)).statusCode, page).toBe(200);
  });

  it('every page carries a CSP whose inline scripts need the page nonce', async () => {
    const res = await get('/arena');
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) {
      if (attributes.includes('application/ld+json')) continue;
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
  });
});

describe('the page scripts', () => {
  it('start after the first paint: no module preload in the HTML, the modules imported once the page has painted', async () => {
    const { battle } = await battleWithFighters();
    const html = (await get(`/battle/${battle.slug}`)).body;
    // A preload link or a static import would be fetched as soon as the HTML is parsed.
    expect(html).not.toContain('rel="modulepreload"');
    const script = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script.startsWith('await new Promise(')).toBe(true);
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    expect(script).not.toMatch(/^\s*import[\s*{"]/m);
    // Every module of the page is preloaded by the script, at once, then imported.
    const preloaded = JSON.parse(
      /for \(const \[href, integrity\] of (\[.*?\]\]|\[\])\)/.exec(script)?.[1] ?? '[]',
    ) as [string, string][];
    const imported = [...script.matchAll(/await import\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(imported.length).toBeGreaterThan(1);
    for (const href of imported) expect(preloaded.map(([h]) => h)).toContain(href);
    expect(script).toMatch(/import\("\/assets\/entry\.client-[^"]+\.js"\);\s*$/);
  });
});

describe('a failing loader', () => {
  it('answers a 500 page in pt-BR and logs the failure with the request id', async () => {
    await t.db.execute(sql`ALTER TABLE battle_events RENAME TO battle_events_away`);
    t.app.readCache.clear();
    try {
      const res = await get('/arena', { 'x-request-id': 'pedido-quebrado-1' });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toContain('text/html');
      expect(textOf(res.body)).toContain('Algo deu errado');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(
        logLines.some(
          (l) => l.reqId === 'pedido-quebrado-1' && l.level === 50 && l.msg === 'page render failed',
        ),
      ).toBe(true);
    } finally {
      await t.db.execute(sql`ALTER TABLE battle_events_away RENAME TO battle_events`);
    }
  });
});

describe('banners', () => {
  it('are in the HTML of the pages they target, so none appears after hydration', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const banners = [
      { position: 'in-content', targetPages: ['battle_details'] },
      { position: 'header', targetPages: ['home'] },
    ];
    for (const { position, targetPages } of banners) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/banners',
        headers: { cookie: admin.cookie },
        payload: {
          name: `Academia ${position}`,
          imageUrl: `https://example.com/ssr-${position}.png`,
          position,
          targetPages,
          isActive: true,
        },
      });
      expect(res.statusCode).toBe(201);
    }
    const { battle } = await battleWithFighters();
    const battlePage = (await get(`/battle/${battle.slug}`)).body;
    expect(battlePage).toContain('data-banner-position="in-content"');
    expect(battlePage).toContain('src="https://example.com/ssr-in-content.png"');
    expect(battlePage).not.toContain('ssr-header.png');
    const home = (await get('/')).body;
    expect(home).toContain('data-banner-position="header"');
    expect(home).toContain('src="https://example.com/ssr-header.png"');
    expect(home).not.toContain('ssr-in-content.png');
  });
});

describe('the public forms before JavaScript', () => {
  const post = (url: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(form).toString(),
    });

  it('render as forms posted to the page itself', async () => {
    for (const url of [
      '/login?from=%2Fbattle%2Ffinal',
      '/register',
      '/forgot-password',
      '/reset-password?token=abc',
    ]) {
      const html = (await get(url)).body;
      expect(html, url).toMatch(
        new RegExp(`<form[^>]*action="${url.replace(/[?]/g, '\\?')}"[^>]*method="post"`),
      );
      // The submit button needs no script.
      expect(html, url).not.toMatch(/<button type="submit"[^>]*disabled=""/);
    }
  });

  it('a sign-in posted without scripts sets the session and goes back where the fan was', async () => {
    const fan = await createUser(t.db);
    const res = await post(
      '/login?from=%2Fbattle%2Ffinal%3Flutador%3DSaenchai',
      { email: fan.email, password: fan.password },
      // As a browser sends it: React Router also refuses an action whose Origin is not the Host.
      { origin: t.config.PUBLIC_URL, host: new URL(t.config.PUBLIC_URL).host },
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/battle/final?lutador=Saenchai');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user.username).toBe(fan.username);
  });

  it('a wrong password or a missing field comes back as the form with the message and the address typed', async () => {
    const fan = await createUser(t.db);
    const wrong = await post('/login', { email: fan.email, password: 'errada123' });
    expect(wrong.statusCode).toBe(400);
    expect(textOf(wrong.body)).toContain('Email ou senha inválidos.');
    expect(wrong.body).toContain(`value="${fan.email}"`);
    expect(wrong.cookies).toHaveLength(0);
    const empty = await post('/register', { email: 'nao-e-email' });
    expect(empty.statusCode).toBe(400);
    const summary = textOf(empty.body);
    for (const text of ['Nome de lutador', 'Informe seu nome de lutador', 'Chave PIX é obrigatória'])
      expect(summary).toContain(text);
  });

  it('a sign-up posted without scripts creates the account and sends the fan to sign in, way back kept', async () => {
    const res = await post('/register?from=%2Fbattle%2Ffinal', {
      username: 'SemScript',
      email: 'sem-script@example.com',
      password: 'segredo1',
      confirmPassword: 'segredo1',
      pixKey: 'sem-script@example.com',
      acceptTerms: 'on',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?cadastro=1&from=%2Fbattle%2Ffinal');
    expect(t.mailer.sent.at(-1)?.link).toContain(
      encodeURIComponent('/login?verified=1&from=%2Fbattle%2Ffinal'),
    );
  });

  it('an account under attack asks, without scripts, for what the browser cannot do here', async () => {
    const fan = await createUser(t.db);
    for (let i = 0; i < 8; i++) await post('/login', { email: fan.email, password: 'errada123' });
    const res = await post('/login', { email: fan.email, password: fan.password });
    expect(res.statusCode).toBe(400);
    expect(textOf(res.body)).toContain('ela precisa do JavaScript');
    expect(res.cookies).toHaveLength(0);
  });

  it('another site cannot post them (the Origin check covers page forms)', async () => {
    const fan = await createUser(t.db);
    const res = await post(
      '/login',
      { email: fan.email, password: fan.password },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CROSS_SITE');
    expect(res.cookies).toHaveLength(0);
  });
});
