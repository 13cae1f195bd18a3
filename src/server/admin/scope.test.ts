import Fastify, { type FastifyContextConfig } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { endpoint } from '#domain/endpoints/endpoint.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { adminBattleRoutes } from './battles/routes.ts';
import { adminRoutes } from './routes.ts';
import { ADMIN_PREFIX, keepAdminRules } from './scope.ts';

/** A Fastify app with the zod compilers and no services: enough to register routes and list them. */
function bareApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', {} as never);
  return app;
}

type Registered = { key: string; prefix: string };

async function routesOf(plugin: typeof adminRoutes): Promise<Registered[]> {
  const app = bareApp();
  const routes: Registered[] = [];
  app.addHook('onRoute', (route) => {
    routes.push({ key: `${String(route.method)} ${route.url}`, prefix: route.prefix });
  });
  await app.register(plugin);
  await app.ready();
  await app.close();
  return routes;
}

/** Registers one route in an admin scope and says whether the app starts. */
async function starts(config: FastifyContextConfig): Promise<boolean> {
  const app = bareApp();
  try {
    await app.register(
      async (admin) => {
        keepAdminRules(admin);
        admin.get('/probe', { config }, async () => 'ok');
      },
      { prefix: ADMIN_PREFIX },
    );
    await app.ready();
    return true;
  } catch {
    return false;
  } finally {
    await app.close();
  }
}

describe('the admin scope', () => {
  it('registers every admin route under the /api/admin prefix', async () => {
    const all = await routesOf(adminRoutes);
    const battles = (await routesOf(adminBattleRoutes)).map((r) => r.key);
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(all.every((r) => r.key.split(' ')[1]?.startsWith(`${ADMIN_PREFIX}/`))).toBe(true);
    const outside = all.filter((r) => r.prefix !== ADMIN_PREFIX).map((r) => r.key);
    expect(outside).toEqual([]);
    expect(all.map((r) => r.key)).toEqual(expect.arrayContaining(battles));
    // The admin banner routes moved into the scope; the public pick stays outside the admin area.
    const inside = all.filter((r) => r.prefix === ADMIN_PREFIX).map((r) => r.key);
    expect(inside).toEqual(
      expect.arrayContaining([
        'GET /api/admin/banners',
        'DELETE /api/admin/banners/:id',
        'GET /api/admin/battles/:id/votes.csv',
        'POST /api/admin/wallets/:userId/adjust',
      ]),
    );
    expect(all.some((r) => r.key.includes('/api/banners/pick'))).toBe(false);
  });

  it('starts only with routes for staff or above that refuse banned users', async () => {
    expect(await starts({ access: 'staff' })).toBe(true);
    expect(await starts({ access: 'admin' })).toBe(true);
    expect(await starts({ access: 'master', forbidden: { notAdmin: 'FORBIDDEN' } })).toBe(true);
    expect(await starts({})).toBe(false);
    expect(await starts({ access: 'public' })).toBe(false);
    expect(await starts({ access: 'user' })).toBe(false);
    expect(await starts({ access: 'operator' })).toBe(false);
    expect(await starts({ access: 'staff', allowBanned: true })).toBe(false);
  });

  it('refuses an endpoint whose path is outside the prefix', async () => {
    const app = bareApp();
    const outside = endpoint()('GET', '/api/battles');
    const registering = app.register(
      async (admin) => {
        endpointRoute(admin, outside, { config: { access: 'staff' }, schema: {} }, async () => undefined);
      },
      { prefix: ADMIN_PREFIX },
    );
    await expect(registering.ready()).rejects.toThrow(
      "/api/battles is not under its scope's prefix /api/admin",
    );
    await app.close();
  });
});
