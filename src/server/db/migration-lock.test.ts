import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import type { Database } from './client.ts';
import { queryRows } from './query.ts';
import { MIGRATION_LOCK_KEY, migrateWithRepeatables } from './repeatable-sql.ts';

const PG_URL = process.env.TEST_DATABASE_URL ?? '';

/** Sessions holding the migration lock in this database. */
async function lockHolders(database: Database): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from pg_locks
         where locktype = 'advisory' and granted and objid = ${MIGRATION_LOCK_KEY}
           and database = (select oid from pg_database where datname = current_database())`,
  );
  return rows[0]!.n;
}

/** A process that takes the migration lock on `url` and then waits to be killed. */
function holdLockInAnotherProcess(url: string): Promise<{ kill: () => void }> {
  const script = `
    const pg = require('pg');
    const c = new pg.Client({ connectionString: process.env.LOCK_URL });
    c.connect().then(() => c.query('SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})'))
      .then(() => { process.stdout.write('locked\\n'); setInterval(() => {}, 1000); });`;
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, LOCK_URL: url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`lock holder exited early (${code})`)));
    child.stdout.on('data', (d: Buffer) => {
      if (String(d).includes('locked')) resolve({ kill: () => child.kill('SIGKILL') });
    });
  });
}

// The embedded database has one connection and one process: no lock to leave behind.
describe.skipIf(!PG_URL)('the migration lock (PostgreSQL)', () => {
  let database: Database;
  let url: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const rows = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
    const u = new URL(PG_URL);
    u.pathname = `/${rows[0]!.name}`;
    url = u.toString();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('is let go when a migration fails', async () => {
    await expect(
      database.withSession((session) =>
        migrateWithRepeatables(session, async () => {
          await session.exec('SELECT 1/0');
        }),
      ),
    ).rejects.toThrow(/division by zero/);
    expect(await lockHolders(database)).toBe(0);
    await database.migrate();
    expect(await lockHolders(database)).toBe(0);
  });

  it('is let go when the process holding it is killed: the next start migrates', async () => {
    const holder = await holdLockInAnotherProcess(url);
    expect(await lockHolders(database)).toBe(1);
    const migrating = database.migrate();
    holder.kill();
    await migrating;
    expect(await lockHolders(database)).toBe(0);
  }, 20_000);
});
