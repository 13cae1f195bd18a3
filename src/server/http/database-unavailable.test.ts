import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, defaultWebDir } from '#server/app.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { queryRows } from '#server/db/query.ts';
import { memoryMailer } from '#server/mail/mailer.ts';
import { login } from '#server/test-support/test-app.ts';
import { testConfig } from '#server/test-support/test-config.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';

const PG_URL = process.env.TEST_DATABASE_URL ?? '';

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The test database's URL as `role` (trust authentication: no password). */
function urlAs(role: string, database: string): string {
  const url = new URL(PG_URL);
  url.username = role;
  url.password = '';
  url.pathname = `/${database}`;
  return url.toString();
}

function expect503(res: { statusCode: number; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

// The embedded database is one process with one connection: nothing to run out of.
describe.skipIf(!PG_URL)('a database that has no connection for the app', () => {
  const role = `yod_t_app_${randomBytes(4).toString('hex')}`;
  let owner: Database;
  let database: Database;
  let app: FastifyInstance;
  let battleId: string;
  let cookie: string;

  beforeAll(async () => {
    owner = await openTestDatabase();
    const [{ name }] = (await queryRows<{ name: string }>(
      owner.db,
      sql`select current_database() as name`,
    )) as [{ name: string }];
    // Not a superuser: PostgreSQL's connection limits do not apply to superusers. Membership in
    // the owner's role gives it the tables.
    const ownerRole = new URL(PG_URL).username || 'postgres';
    await admin(`CREATE ROLE "${role}" LOGIN IN ROLE "${ownerRole}"`);
    database = await openDatabase({ databaseUrl: urlAs(role, name), poolSize: 1 });
    app = await buildApp({
      config: testConfig(),
      database,
      mailer: memoryMailer(),
      logger: false,
      web: { mode: 'build', dir: defaultWebDir },
    });
    await app.ready();
    const battle = await createBattle(owner.db, { title: 'Sem conexão', status: 'active' });
    battleId = battle.id;
    const user = await createUser(owner.db, {});
    cookie = await login(app, user.email, user.password);
  });

  afterAll(async () => {
    await admin(`ALTER ROLE "${role}" CONNECTION LIMIT -1`).catch(() => undefined);
    await app?.close();
    await database?.close();
    await owner?.close();
    await admin(`DROP ROLE IF EXISTS "${role}"`);
  });

  it('answers 503 with Retry-After when no pooled connection comes free in time', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The pool's only connection, held in a transaction: the next checkout times out (5 s).
    const holding = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    try {
      const res = await app.inject({ method: 'GET', url: `/api/battles/${battleId}?checkout=timeout` });
      expect503(res);
      expect(res.json()).toMatchObject({ error: { code: 'DB_UNAVAILABLE' } });
    } finally {
      release();
      await holding;
    }
  });

  describe('PostgreSQL refuses the connection (too many connections, SQLSTATE 53300)', () => {
    beforeAll(async () => {
      await admin(`ALTER ROLE "${role}" CONNECTION LIMIT 0`);
      await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '${role}'`);
    });

    it('a JSON route: 503, Retry-After, the catalogue message', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/battles?q=sem' });
      expect503(res);
      expect(res.json()).toMatchObject({ error: { code: 'DB_UNAVAILABLE' } });
    });

    it("a signed-in JSON route (the viewer's own lookup fails first): 503", async () => {
      const res = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect503(res);
    });

    it("a visitor's page: 503, Retry-After, the pt-BR page, never kept", async () => {
      const res = await app.inject({ method: 'GET', url: '/arena' });
      expect503(res);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toContain('Tente novamente em instantes');
    });

    it("a fan's battle page: 503 and the pt-BR page", async () => {
      const res = await app.inject({ method: 'GET', url: `/battle/${battleId}`, headers: { cookie } });
      expect503(res);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Tente novamente em instantes');
    });

    it('the live stream: 503 with Retry-After (the page retries and polls meanwhile)', async () => {
      const res = await app.inject({ method: 'GET', url: `/api/battles/${battleId}/live` });
      expect503(res);
    });

    it('healthz: 503', async () => {
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
    });
  });
});
