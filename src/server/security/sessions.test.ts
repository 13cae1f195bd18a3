import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, castVote, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import {
  createTestApp,
  type SignedInUser,
  signedInUser,
  type TestApp,
  withTestApp,
} from '#server/test-support/test-app.ts';
import { TEST_MASTER_EMAIL } from '#server/test-support/test-config.ts';
import { type OpenApiDocument, operationsOf } from './fuzz/openapi.ts';
import { literalSegmentsOf, pathSpellings } from './support/path-spellings.ts';
import { listTables, tableChanges, tableFingerprints } from './support/table-fingerprints.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

const loginResponse = (app: FastifyInstance, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('session cookie', () => {
  it('is httpOnly and SameSite=Lax, without Secure on plain http', async () => {
    const u = await createUser(t.db);
    const res = await loginResponse(t.app, u.email, u.password);
    const cookie = res.cookies.find((c) => c.name.includes('session_token'));
    expect(cookie?.httpOnly).toBe(true);
    expect(String(cookie?.sameSite).toLowerCase()).toBe('lax');
    expect(cookie?.secure ?? false).toBe(false);
  });

  it('is also Secure when the public URL is https', async () => {
    const https = await createTestApp({ config: { PUBLIC_URL: 'https://yod.example', secureCookies: true } });
    try {
      const u = await createUser(https.db);
      const res = await loginResponse(https.app, u.email, u.password);
      expect(res.statusCode, res.body).toBe(200);
      const cookie = res.cookies.find((c) => c.name.includes('session_token'));
      expect(cookie?.httpOnly).toBe(true);
      expect(String(cookie?.sameSite).toLowerCase()).toBe('lax');
      expect(cookie?.secure).toBe(true);
    } finally {
      await https.close();
    }
  });
});

describe('cross-site requests', () => {
  it('refuses every state-changing route from another origin in every spelling, changing nothing', async () => {
    const master = await signedInUser(t, { email: TEST_MASTER_EMAIL, role: 'admin' });
    const battle = await createBattle(t.db);
    const tables = await listTables(t.db);
    const before = await tableFingerprints(t.db, tables);
    const unsafe = t.app.routeTable.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    expect(unsafe.length).toBeGreaterThan(3);
    let tried = 0;
    for (const route of unsafe) {
      const url = route.url.replace(/:[A-Za-z]+/g, (p) => (p === ':id' ? battle.id : master.id));
      const spellings = [url, ...pathSpellings(url, literalSegmentsOf(route.url)).map((s) => s.url)];
      // Another site, and a page on another port of this very host (same site, other origin).
      for (const origin of ['https://evil.example', 'http://localhost:4000', 'null']) {
        for (const spelled of spellings) {
          tried += 1;
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: spelled,
            headers: { cookie: master.cookie, origin, host: 'localhost:3000' },
            payload: {},
          });
          const where = `${route.method} ${spelled} from ${origin}`;
          // A spelling that names another path is a 404 before any check; none gets through.
          if (res.statusCode === 404) continue;
          expect(res.statusCode, where).toBe(403);
          expect(res.json().error.code, where).toBe('CROSS_SITE');
        }
      }
    }
    expect(tried).toBeGreaterThan(300);
    expect(tableChanges(before, await tableFingerprints(t.db, tables))).toEqual([]);
    // The cross-site logouts above did not end the session.
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: master.cookie } });
    expect(me.json().user?.id).toBe(master.id);
  });

  it('accepts the same request from our own origin', async () => {
    const u = await signedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: u.cookie, origin: 'http://localhost:3000' },
    });
    expect(res.statusCode).toBe(204);
  });
});

describe('login brute force', () => {
  it('answers 429 after repeated failures, even to the right password', async () => {
    const u = await createUser(t.db);
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: u.email, password },
        remoteAddress: '10.9.9.9',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await attempt(`errada${i}`)).statusCode);
    expect(statuses[0]).toBe(401);
    expect(statuses.at(-1)).toBe(429);
    expect((await attempt(u.password)).statusCode).toBe(429);
  });
});

describe('private data of other users', () => {
  let viewer: SignedInUser;
  let victim: { id: string; username: string; email: string; pixKey: string };
  let battle: Awaited<ReturnType<typeof createBattle>>;

  beforeAll(async () => {
    const pixKey = `PIX-SECRETO-${Date.now()}`;
    const created = await createUser(t.db, { email: `vitima${Date.now()}@segredo.example`, pixKey });
    victim = { ...created, pixKey };
    viewer = await signedInUser(t, { balance: 3 });
    battle = await createBattle(t.db, { title: 'Batalha com vítima' });
    await addParticipant(t.db, battle.id, { id: victim.id });
    await addParticipant(t.db, battle.id, { id: viewer.id });
    await castVote(t.db, { battleId: battle.id, participantUserId: victim.id, voterUserId: viewer.id });
  });

  /** GET paths of the route table with their parameters filled from real rows, several ways. */
  async function readablePaths(): Promise<string[]> {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
    const streams = new Set(
      operationsOf(doc)
        .filter((o) => o.streaming)
        .map((o) => o.path.replace(/\{([^}]+)\}/g, ':$1')),
    );
    const fills: Record<string, string>[] = [
      {
        id: battle.id,
        idOrSlug: battle.id,
        userId: victim.id,
        participantId: victim.id,
        username: victim.username,
      },
      { id: victim.id, idOrSlug: battle.slug ?? battle.id, userId: victim.id, username: victim.username },
    ];
    const paths = new Set<string>();
    for (const route of t.app.routeTable) {
      if (route.method !== 'GET' || streams.has(route.url)) continue;
      for (const fill of fills) {
        paths.add(
          route.url
            .replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(fill[name] ?? victim.id))
            .replace('*', 'index.html'),
        );
      }
    }
    return [...paths];
  }

  it('no GET route shows another user e-mail or PIX key to a plain user or a guest', async () => {
    const paths = await readablePaths();
    expect(paths.length).toBeGreaterThan(5);
    for (const url of paths) {
      for (const headers of [{ cookie: viewer.cookie }, {}]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBeLessThan(500);
        const body = res.body.toLowerCase();
        expect(body.includes(victim.email.toLowerCase()), `${url} shows the e-mail`).toBe(false);
        expect(body.includes(victim.pixKey.toLowerCase()), `${url} shows the PIX key`).toBe(false);
      }
    }
  });
});

describe('security headers', () => {
  let app: FastifyInstance;

  // The pages of the production web build (its project builds it when stale).
  withTestApp({ pages: true }, (paged) => {
    app = paged.app;
  });

  it.each([
    ['/', 200],
    ['/arena', 200],
    ['/api/settings/public', 200],
    ['/api/nao-existe', 404],
    ['/nao-existe.js', 404],
  ])(
    '%s carries CSP without inline script (pages: a nonce), nosniff, frame-ancestors and referrer policy',
    async (url, status) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      const csp = String(res.headers['content-security-policy'] ?? '');
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      const defaultSrc = csp.split(';').find((d) => d.trim().startsWith('default-src')) ?? '';
      expect(scriptSrc || defaultSrc).not.toBe('');
      expect(scriptSrc || defaultSrc).not.toContain("'unsafe-inline'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const framing = csp.includes("frame-ancestors 'none'") || res.headers['x-frame-options'] !== undefined;
      expect(framing).toBe(true);
      expect(res.headers['referrer-policy']).toBeTruthy();
    },
  );
});
