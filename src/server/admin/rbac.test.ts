import { eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Access } from '#server/auth/access.ts';
import { createBanner } from '#server/db/factories/banners.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { battles } from '#server/db/schema.ts';
import { isApiPath, type RouteTableEntry } from '#server/http/route-table.ts';
import {
  literalSegmentsOf,
  type PathSpelling,
  pathSpellings,
} from '#server/security/support/path-spellings.ts';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { type Cast, signInCast, snapshot } from './test-helpers.ts';

type Caller = 'guest' | 'banned' | 'user' | 'moderator' | 'admin' | 'master';
const rank: Record<Exclude<Access, 'public' | 'operator'>, number> = {
  user: 1,
  staff: 2,
  admin: 3,
  master: 4,
};
const callerRank: Record<Exclude<Caller, 'guest' | 'banned'>, number> = {
  user: 1,
  moderator: 2,
  admin: 3,
  master: 4,
};

/** The refusal code for a signed-in caller below the route's level: its own texts, else FORBIDDEN. */
function forbiddenCode(route: RouteTableEntry, caller: Caller): string {
  // An admin below a master route is told the route is the master's, never that they are no admin.
  const admin = caller === 'admin' || caller === 'master';
  if (admin && route.access === 'master') return route.forbidden?.notMaster ?? 'MASTER_ONLY';
  if (!route.forbidden) return 'FORBIDDEN';
  if (admin) return route.forbidden.notMaster ?? 'FORBIDDEN';
  return route.forbidden.notAdmin;
}

/** What the guard must answer; null means the call must get past it. */
function expected(route: RouteTableEntry, caller: Caller): { status: number; code: string } | null {
  if (route.access === 'public') {
    return caller === 'banned' && !route.allowBanned ? { status: 403, code: 'BANNED' } : null;
  }
  // No session opens an operator route (metrics): only its token does.
  if (route.access === 'operator') return { status: 401, code: 'OPERATOR_TOKEN_REQUIRED' };
  const access = route.access;
  if (caller === 'guest') return { status: 401, code: 'UNAUTHENTICATED' };
  const refused = { status: 403, code: forbiddenCode(route, caller) };
  if (caller === 'banned') {
    if (!route.allowBanned) return { status: 403, code: 'BANNED' };
    return rank[access] <= callerRank.user ? null : refused;
  }
  return rank[access] <= callerRank[caller] ? null : refused;
}

let t: TestApp;
let cast: Cast;
let routes: RouteTableEntry[];
const ids = { battle: '', participant: '', target: '', banner: '' };

/** A fresh plain user taking part in a fresh battle: the targets of the parametrised routes. */
async function freshTargets() {
  const target = await createUser(t.db);
  const battle = await createBattle(t.db);
  const participant = await addParticipant(t.db, battle.id, { id: target.id });
  ids.battle = battle.id;
  ids.participant = participant.id;
  ids.target = target.id;
}

let slugless = '';
const LOGOUT = '/api/auth/logout';
/** What only the guard answers: a route's own refusals (a vote's, a join's) have their own codes. */
const GUARD_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'BANNED']);
/**
 * Every route but HEAD twins (walked as a spelling of their GET) and the build's static files (one
 * route per file, all public; the pages' wildcard and the uploads stand for them).
 */
const walked = (r: RouteTableEntry) => r.method !== 'HEAD' && !isStaticFile(r);
const isStaticFile = (r: RouteTableEntry) => !isApiPath(r.url) && /\.[a-z0-9]+$/i.test(r.url);
/** Server-sent event streams answer with headers and then stay open. */
const isStream = (route: RouteTableEntry) => route.url.endsWith('/live');

// With the pages and a metrics token, so the walk covers every route the server has.
withTestApp({ pages: true, config: { METRICS_TOKEN: 'rbac-walk-metrics-token' } }, async (app) => {
  t = app;
  cast = await signInCast(t);
  await freshTargets();
  // Something for each write to change had the guard let it through: 'fix-slugs' a battle without
  // a slug, the banner routes a banner.
  slugless = (await createBattle(t.db, { slug: null })).id;
  ids.banner = (await createBanner(t.db)).id;
  // Deletions last, so the other calls of a sweep still find their targets; logout after them,
  // as it ends the caller's session.
  const last = (r: RouteTableEntry) => (r.url === LOGOUT ? 2 : Number(r.method === 'DELETE'));
  routes = t.app.routeTable.filter(walked).sort((a, b) => last(a) - last(b));
});

function urlOf(route: RouteTableEntry): string {
  const userScoped =
    route.url.startsWith('/api/admin/users/') || route.url.startsWith('/api/admin/moderators/');
  const bannerScoped = route.url.startsWith('/api/admin/banners/');
  if (route.url === '/*') return '/arena';
  const path = route.url.replace(/\*$/, 'missing.png');
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'file') return 'card.png';
    if (name === 'idOrSlug') return ids.battle;
    if (name === 'participantId') return ids.participant;
    if (name === 'id' && bannerScoped) return ids.banner;
    if (name === 'userId') return ids.target;
    if (name === 'id') return userScoped ? ids.target : ids.battle;
    return ids.target;
  });
}

async function call(route: RouteTableEntry, caller: Caller, spelling?: { url: string; method?: string }) {
  const headers = caller === 'guest' ? {} : { cookie: cast[caller].cookie };
  const method = spelling?.method ?? route.method;
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(method);
  const res = await t.app.inject({
    method: method as HTTPMethods,
    url: spelling?.url ?? urlOf(route),
    headers,
    ...(hasBody ? { payload: {} } : {}),
    ...(isStream(route) && method !== 'HEAD' ? { payloadAsStream: true } : {}),
  });
  if (isStream(route) && method !== 'HEAD') {
    const stream = res.stream();
    if (res.statusCode === 200) {
      stream.destroy();
      return { statusCode: res.statusCode, code: undefined, body: '', cacheControl: undefined };
    }
    const body = await text(stream);
    return {
      statusCode: res.statusCode,
      code: errorCode(body),
      body,
      cacheControl: res.headers['cache-control'],
    };
  }
  return {
    statusCode: res.statusCode,
    code: errorCode(res.body),
    body: res.body,
    cacheControl: res.headers['cache-control'],
  };
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

function errorCode(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

describe('RBAC over the whole route table', () => {
  it('walks every route, public ones, pages, cards, files and probes included', () => {
    const keys = new Set(routes.map((r) => `${r.method} ${r.url}`));
    for (const key of [
      'GET /api/battles',
      'POST /api/battles/:id/votes',
      'POST /api/battles/:id/leave',
      'GET /api/openapi.json',
      'GET /api/docs',
      'GET /',
      'GET /*',
      'GET /og/battle/:idOrSlug/:file',
      'GET /og/story/battle/:file',
      'GET /og/story/battle/:idOrSlug/:file',
      'GET /uploads/*',
      'GET /healthz',
      'GET /metrics',
    ]) {
      expect(keys.has(key), key).toBe(true);
    }
    expect(routes.filter((r) => r.access === 'public').length).toBeGreaterThanOrEqual(20);
    expect(routes.length).toBe(t.app.routeTable.filter(walked).length);
    // Every GET route has its HEAD twin, declaring the same access.
    for (const get of t.app.routeTable.filter((r) => r.method === 'GET')) {
      const head = t.app.routeTable.find((r) => r.method === 'HEAD' && r.url === get.url);
      expect(head?.access, `HEAD ${get.url}`).toBe(get.access);
    }
  });

  it('sees every admin route with its declared access', () => {
    const admin = routes.filter((r) => r.url.startsWith('/api/admin/'));
    const byKey = new Map(admin.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(byKey.get('GET /api/admin/summary')).toBe('staff');
    expect(byKey.get('POST /api/admin/battles')).toBe('staff');
    expect(byKey.get('GET /api/admin/users')).toBe('admin');
    expect(byKey.get('POST /api/admin/wallets/:userId/adjust')).toBe('master');
    expect(byKey.get('POST /api/admin/battles/:id/participants/:participantId/vote')).toBe('master');
    expect(byKey.get('PUT /api/admin/settings')).toBe('master');
    expect(byKey.get('POST /api/admin/battles/:id/payout/void')).toBe('admin');
    // Two people for prize money (docs/decisions/0035-prize-money-two-people.md): approving,
    // recording a winner's payout and reading what a ban puts at stake are an admin's.
    expect(byKey.get('POST /api/admin/battles/:id/approve')).toBe('admin');
    expect(byKey.get('POST /api/admin/battles/:id/payouts')).toBe('admin');
    expect(byKey.get('GET /api/admin/users/:id/ban-stakes')).toBe('admin');
    // The battle-wide payout of one click is gone: each winner is paid on their own.
    expect(byKey.has('POST /api/admin/battles/:id/payout')).toBe(false);
    expect(admin.length).toBeGreaterThanOrEqual(30);
    expect(routes.filter((r) => r.stream).map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/battles/live',
      'GET /api/battles/:id/live',
      'GET /api/me/live',
    ]);
    // No admin route is public or open to banned users.
    for (const r of t.app.routeTable.filter((x) => x.url.startsWith('/api/admin/'))) {
      expect(r.access, `${r.method} ${r.url}`).not.toBe('public');
      expect(r.allowBanned, `${r.method} ${r.url}`).toBe(false);
    }
  });

  it('refuses guests, banned users and lower roles, and a refused call changes nothing', async () => {
    const before = await snapshot(t);
    const failures: string[] = [];
    for (const route of routes) {
      for (const caller of ['guest', 'banned', 'user', 'moderator', 'admin', 'master'] as const) {
        const want = expected(route, caller);
        if (!want) continue;
        const res = await call(route, caller);
        const code = res.code;
        if (res.statusCode !== want.status || code !== want.code) {
          failures.push(
            `${caller} ${route.method} ${route.url}: ${res.statusCode} ${code}, want ${want.status} ${want.code}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot(t)).toEqual(before);
    const [battle] = await t.db.select().from(battles).where(eq(battles.id, slugless));
    expect(battle?.slug).toBeNull();
  });

  it('answers every spelling of a refused call as the canonical path, or as another path', async () => {
    const before = await snapshot(t);
    const failures: string[] = [];
    let tried = 0;
    for (const route of routes) {
      const url = urlOf(route);
      const spellings: (PathSpelling & { method?: string })[] = pathSpellings(
        url,
        literalSegmentsOf(route.url),
      );
      if (route.method === 'GET') spellings.push({ name: 'HEAD', kind: 'same', url, method: 'HEAD' });
      for (const caller of ['guest', 'banned', 'user', 'moderator', 'admin', 'master'] as const) {
        const want = expected(route, caller);
        if (!want) continue;
        for (const spelling of spellings) {
          tried += 1;
          const res = await call(route, caller, spelling);
          if (route.private && res.statusCode !== 404 && res.cacheControl !== 'no-store') {
            failures.push(
              `${caller} ${spelling.url}: a private route's refusal with cache-control ${res.cacheControl}`,
            );
          }
          // HEAD answers carry no body, so only the status tells.
          const same =
            res.statusCode === want.status && (spelling.method === 'HEAD' || res.code === want.code);
          const ok = spelling.kind === 'same' ? same : same || res.statusCode === 404;
          if (!ok) {
            failures.push(
              `${caller} ${spelling.method ?? route.method} ${spelling.url} (${spelling.name} of ${route.url}): ${res.statusCode} ${res.code}, want ${want.status} ${want.code}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(1_000);
    expect(await snapshot(t)).toEqual(before);
  });

  it('has a snapshot that sees a change keeping every count, such as fix-slugs', async () => {
    const before = await snapshot(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/battles/fix-slugs',
      headers: { cookie: cast.moderator.cookie },
    });
    expect(res.statusCode).toBe(200);
    const after = await snapshot(t);
    // Only content changed (the slug, plus the audit row of the fix), and the snapshot tells.
    expect(after.battle_events).not.toBe(before.battle_events);
    expect(after.battle_events?.split(' ')[0]).toBe(before.battle_events?.split(' ')[0]);
  });

  it('lets every allowed caller past the guard, and never answers 5xx', async () => {
    const failures: string[] = [];
    for (const caller of ['guest', 'user', 'banned', 'moderator', 'admin', 'master'] as const) {
      await freshTargets();
      for (const route of routes) {
        // A stream the guard lets through never ends; realtime/account-live.test.ts opens those.
        if (expected(route, caller) || route.stream) continue;
        const res = await call(route, caller);
        const refused =
          route.access === 'public'
            ? GUARD_CODES.has(res.code ?? '')
            : res.statusCode === 401 || res.statusCode === 403;
        if (refused || res.statusCode >= 500) {
          failures.push(
            `${caller} ${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
        if (route.private && res.cacheControl !== 'no-store') {
          failures.push(
            `${caller} ${route.method} ${route.url}: private answer with cache-control ${res.cacheControl}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
