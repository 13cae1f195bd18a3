import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { declaringAccess, registerRouteTable } from './route-table.ts';

const ok = async () => ({ ok: true });

function appWithTable() {
  const app = Fastify({ logger: false });
  registerRouteTable(app);
  return app;
}

describe('access fails closed', () => {
  it('does not start while an /api route declares no access level', async () => {
    const app = appWithTable();
    app.get('/api/declared', { config: { access: 'user' } }, ok);
    app.post('/api/forgotten', ok);
    await expect(app.ready()).rejects.toThrow(/POST \/api\/forgotten: no config\.access/);
  });

  it('does not start while a page or file route declares nothing', async () => {
    const bare = appWithTable();
    bare.get('/page', ok);
    await expect(bare.ready()).rejects.toThrow(/GET \/page: no config\.access/);
    // The guard runs on every route, so a route outside /api may declare any level.
    const guarded = appWithTable();
    guarded.get('/admin-page', { config: { access: 'admin' } }, ok);
    await guarded.ready();
    expect(guarded.routeTable.find((r) => r.url === '/admin-page')?.access).toBe('admin');
    await guarded.close();
  });

  it("lists every route with its access once ready, a plugin's routes declared by their scope", async () => {
    const app = appWithTable();
    app.get('/api/me', { config: { access: 'public', allowBanned: true } }, ok);
    app.put('/api/admin/settings', { config: { access: 'master' } }, ok);
    await app.register(
      declaringAccess(
        fastifyStatic,
        { root: import.meta.dirname, prefix: '/files/', wildcard: false },
        { access: 'public', allowBanned: true },
      ),
    );
    await app.ready();
    const byKey = new Map(app.routeTable.map((r) => [`${r.method} ${r.url}`, r]));
    expect(byKey.get('GET /api/me')).toMatchObject({ access: 'public', allowBanned: true });
    expect(byKey.get('PUT /api/admin/settings')).toMatchObject({ access: 'master', allowBanned: false });
    expect(byKey.get('GET /files/route-table.ts')).toMatchObject({ access: 'public', allowBanned: true });
    // The file routes still serve (their own config survives the scope's).
    expect((await app.inject('/files/route-table.ts')).statusCode).toBe(200);
    await app.close();
  });
});
