import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findViewerBySessionToken } from '#server/auth/session-viewer-lookups.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { type Database, openDatabase } from './client.ts';
import { queryRows } from './query.ts';

const PG_URL = process.env.TEST_DATABASE_URL ?? '';

/** The statements prepared on the pool's one connection, after a session lookup ran there. */
async function preparedAfterALookup(database: Database): Promise<string[]> {
  await findViewerBySessionToken(database.db, 'no-such-token', new Date());
  const rows = await queryRows<{ name: string }>(database.db, sql`select name from pg_prepared_statements`);
  return rows.map((r) => r.name);
}

// The embedded database has no pooler in front of it.
describe.skipIf(!PG_URL)('statements built once (PostgreSQL)', () => {
  let test: Database;
  let url: string;

  beforeAll(async () => {
    test = await openTestDatabase();
    const [row] = await queryRows<{ name: string }>(test.db, sql`select current_database() as name`);
    const u = new URL(PG_URL);
    u.pathname = `/${row!.name}`;
    url = u.toString();
  });
  afterAll(async () => {
    await test?.close();
  });

  it('are prepared by name on a direct connection: PostgreSQL plans them once per connection', async () => {
    const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
    try {
      expect(await preparedAfterALookup(database)).toContain('viewers_by_session_tokens_1');
    } finally {
      await database.close();
    }
  });

  it('go unnamed when DATABASE_URL is a pooler (a direct URL of its own is given)', async () => {
    const direct = new URL(url);
    direct.searchParams.set('application_name', 'yod-direct');
    const database = await openDatabase({ databaseUrl: url, directUrl: direct.toString(), poolSize: 1 });
    try {
      expect(await preparedAfterALookup(database)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
