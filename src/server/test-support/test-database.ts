import { createHash, randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded database every test file starts from (a dumped data directory). */
    pgliteTemplate: string | null;
  }
}

/**
 * Databases of this checkout: two clones of the repository testing against one PostgreSQL server
 * (CI beside a developer, two worktrees) each drop and recreate only their own.
 */
const CHECKOUT = createHash('sha1').update(process.cwd()).digest('hex').slice(0, 6);
const TEST_DB_PREFIX = `yod_t_${CHECKOUT}_`;
export const TEMPLATE_DB = `yod_test_template_${CHECKOUT}`;

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

let pgliteTemplate: Promise<Blob | undefined> | undefined;

/** The global setup's migrated PGlite (read once per worker), if it made one. */
function loadPgliteTemplate(): Promise<Blob | undefined> {
  pgliteTemplate ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return pgliteTemplate;
}

/**
 * A fresh, migrated database per test file: in-memory PGlite by default, started from the
 * template the global setup migrated (a new PGlite's initdb costs seconds, loading a data
 * directory a fraction of it); with TEST_DATABASE_URL, a new PostgreSQL database cloned from the
 * template database. migrate() then finds nothing to do, unless the template is missing.
 */
export async function openTestDatabase(): Promise<Database> {
  if (!process.env.TEST_DATABASE_URL) {
    const snapshot = await loadPgliteTemplate();
    const database = await openDatabase(snapshot ? { pgliteSnapshot: snapshot } : {});
    await database.migrate();
    return database;
  }
  const name = `${TEST_DB_PREFIX}${randomBytes(6).toString('hex')}`;
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
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1) OR datname = $2',
      [TEST_DB_PREFIX, TEMPLATE_DB],
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

/**
 * Global setup for PGlite runs: migrates one embedded database and dumps its data directory to a
 * file the test files start from. Returns the file, for the teardown to remove.
 */
export async function preparePgliteTemplate(): Promise<string> {
  const template = await openDatabase({});
  try {
    await template.migrate();
    const dump = await template.dumpDataDir!();
    const file = path.join(tmpdir(), `yod-pglite-template-${CHECKOUT}-${process.pid}.tar`);
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    return file;
  } finally {
    await template.close();
  }
}

export async function removePgliteTemplate(file: string): Promise<void> {
  await rm(file, { force: true });
}
