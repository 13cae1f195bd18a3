import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';

export const TEMPLATE_DB = 'yod_test_template';

/** Admin connection URL: the same server as TEST_DATABASE_URL, on its own database. */
function serverUrl(dbName: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${dbName}`;
  return url.toString();
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database per test file: in-memory PGlite by default; with TEST_DATABASE_URL,
 * a new PostgreSQL database cloned from the template that the global setup migrated.
 */
export async function openTestDatabase(): Promise<Database> {
  if (!process.env.TEST_DATABASE_URL) {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const name = `yod_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DB}"`);
  const database = await openDatabase({ databaseUrl: serverUrl(name), poolSize: 30 });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** Global setup for PostgreSQL runs: drop leftovers of earlier runs, migrate the template once. */
export async function prepareTemplate(): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'yod\\_t\\_%' OR datname = $1",
      [TEMPLATE_DB],
    );
    for (const r of rows) await client.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${TEMPLATE_DB}"`);
  } finally {
    await client.end();
  }
  const template = await openDatabase({ databaseUrl: serverUrl(TEMPLATE_DB), poolSize: 1 });
  await template.migrate();
  await template.close();
}

export function randomSuffix(): string {
  return randomBytes(4).toString('hex');
}
