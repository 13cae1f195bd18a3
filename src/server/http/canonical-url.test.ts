import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { battles } from '#server/db/schema.ts';
import { countReads } from '#server/test-support/count-reads.ts';
import { signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { canonicalUrl } from './canonical-url.ts';
import { jsonDepthExceeds } from './json-body.ts';

describe('canonicalUrl', () => {
  it('spells equal paths one way and keeps the query', () => {
    for (const spelled of ['/api/battles/x', '/%61pi/battles/x', '/ap%69/%62attles/x/', '//api//battles/x']) {
      expect(canonicalUrl(spelled), spelled).toBe('/api/battles/x');
    }
    expect(canonicalUrl('/u/jo%C3%A3o?tab=1')).toBe('/u/jo%C3%A3o?tab=1');
    // An escaped slash stays inside its segment.
    expect(canonicalUrl('/battle/a%2Fb')).toBe('/battle/a%2Fb');
    expect(canonicalUrl('/')).toBe('/');
  });

  it('refuses bad escapes and control characters, raw or escaped', () => {
    for (const bad of ['/%zz', '/a%', '/arena%0A', '/x?from=%2F%0D%0Aevil', '/x?a=%7f', '/x\u0001']) {
      expect(canonicalUrl(bad), bad).toBeNull();
    }
  });

  it('counts JSON nesting without parsing, strings skipped', () => {
    expect(jsonDepthExceeds('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[1,{"b":[2]}]}', 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":"[[[[[[\\"[[[["}', 1)).toBe(false);
  });
});

let t: TestApp;
withTestApp({ pages: true, readCache: { ttlMs: 60_000 } }, (app) => {
  t = app;
});

describe('requests in other spellings', () => {
  it('answers a malformed target or a control character in a redirect target with a 400, never a 500', async () => {
    const fan = await signedInUser(t);
    for (const url of [
      '/login?from=%2F%0D%0ASet-Cookie%3A%20x%3Dy',
      '/login?from=%2F%09%2Fevil.example%2F',
      '/api/battles?q=a%0Ab',
      '/arena%0D%0A',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: fan.cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('MALFORMED_REQUEST');
      expect(res.headers.location, url).toBeUndefined();
    }
  });

  it('sends a signed-in visitor only to same-origin paths from /login', async () => {
    const fan = await signedInUser(t);
    const cases: [string, string][] = [
      ['/login?from=%2Fwallet', '/wallet'],
      ['/login?from=%2F%5C%2Fevil.example%2F', '/arena'],
      ['/login?from=%2F%2Fevil.example', '/arena'],
      ['/login?from=https%3A%2F%2Fevil.example', '/arena'],
    ];
    for (const [url, location] of cases) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: fan.cookie } });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it('refuses a JSON body nested deeper than any API shape with a 400', async () => {
    for (const payload of [
      `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
      `${'['.repeat(99)}${']'.repeat(99)}`,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('MALFORMED_REQUEST');
    }
  });

  it('keeps one read-cache entry per path, whatever its spelling', async () => {
    const battle = await createBattle(t.db);
    await addParticipant(t.db, battle.id, await createUser(t.db));
    const first = await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` });
    expect(first.statusCode).toBe(200);
    // Changed behind the cache's back: only a cached body can still show the old title.
    await t.db.update(battles).set({ title: 'Título trocado' }).where(eq(battles.id, battle.id));
    for (const url of [`/%61pi/battles/${battle.id}`, `//api/battles/${battle.id}/`]) {
      const again = await t.app.inject({ method: 'GET', url });
      expect(again.statusCode, url).toBe(200);
      expect(again.body, url).toBe(first.body);
    }
  });

  it("gives a visitor's battle page with tracking junk the bare page's kept copy, read once", async () => {
    const battle = await createBattle(t.db, { status: 'active' });
    await addParticipant(t.db, battle.id, await createUser(t.db));
    const reads = countReads(t.app.readCache);
    try {
      const junk = ['?utm_source=ig&fbclid=PAZXh0bgNhZW0', '?utm_medium=share&utm_campaign=votacao', ''];
      const answers = await Promise.all(
        junk.flatMap((query) =>
          Array.from({ length: 4 }, () =>
            t.app.inject({ method: 'GET', url: `/battle/${battle.slug}${query}` }),
          ),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(answers.length).fill(200));
      expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
      expect(reads.count()).toBe(1);
      // Nothing of the junk reaches the page (the sign-in link carries the page it came from).
      expect(answers[0]!.body).not.toContain('utm_');
      expect(answers[0]!.body).not.toContain('fbclid');
      // A parameter a page reads is its own copy.
      const fighterLink = await t.app.inject({
        method: 'GET',
        url: `/battle/${battle.slug}?lutador=x&utm_source=ig`,
      });
      expect(fighterLink.headers.etag).not.toBe(answers[0]!.headers.etag);
      expect(reads.count()).toBe(2);
    } finally {
      reads.restore();
    }
  });

  it('drops a battle from the read cache on a write in any spelling', async () => {
    const battle = await createBattle(t.db);
    const fighter = await createUser(t.db);
    await addParticipant(t.db, battle.id, fighter);
    const fan = await signedInUser(t, { balance: 3 });
    const before = await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` });
    const join = await t.app.inject({
      method: 'POST',
      url: `/%61pi/%62attles/${battle.id}/%6Aoin`,
      headers: { cookie: fan.cookie },
    });
    expect(join.statusCode, join.body).toBe(201);
    const after = await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` });
    expect(after.body).not.toBe(before.body);
  });

  it('renders a page from its canonical path, so a spelling cannot fill another page’s cache entry', async () => {
    const arena = await t.app.inject({ method: 'GET', url: '/arena' });
    const doubled = await t.app.inject({ method: 'GET', url: '//arena' });
    expect(doubled.statusCode).toBe(200);
    expect(doubled.body).toContain('<title>');
    // `//arena` read as a protocol-relative URL would have rendered the home page. (Not the ETag:
    // the arena's next-page cursor carries the first page's instant, so two renders differ when
    // the 1 s read cache expires between them.)
    const title = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
    expect(title(doubled.body)).toBe(title(arena.body));
    expect(title(doubled.body)).not.toBe(title((await t.app.inject({ method: 'GET', url: '/' })).body));
  });
});
