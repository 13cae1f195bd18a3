import { describe, expect, it } from 'vitest';
import { createBattle } from '#server/db/factories/battles.ts';
import { signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

describe('HTTP caching of public battle reads', () => {
  it('gives anonymous readers a short public cache, an ETag and 304 on a match', async () => {
    const battle = await createBattle(t.db);
    for (const url of ['/api/battles', `/api/battles/${battle.id}`]) {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      // Shared caches keep it 2 s; browsers ask again each time, by ETag.
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=30');
      // Not per visitor's cookies: the edge passes a session by (docs/operations.md).
      expect(String(first.headers.vary ?? '')).not.toMatch(/cookie/i);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"/);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const stale = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"x-y"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual(first.json());
    }
  });

  it('keeps personalised answers private and uncached', async () => {
    const battle = await createBattle(t.db);
    const fan = await signedInUser(t);
    for (const url of ['/api/battles', `/api/battles/${battle.id}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: fan.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.vary).toMatch(/cookie/i);
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('does not cache a not-found answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/battles/nao-existe-mesmo' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
