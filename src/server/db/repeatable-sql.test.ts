import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import type { Database } from './client.ts';
import { applyRepeatableSql, type RepeatableFile, readRepeatableFiles } from './repeatable-sql.ts';

const file = (name: string, sql: string): RepeatableFile => ({
  name,
  sql,
  checksum: createHash('sha256').update(sql).digest('hex'),
});
const answerFn = (n: number) =>
  file(
    'zz-test-answer.sql',
    `CREATE OR REPLACE FUNCTION zz_test_answer() RETURNS int LANGUAGE sql AS 'SELECT ${n}';`,
  );

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const answer = () =>
  database.withSession(async (s) => (await s.query<{ n: number }>('SELECT zz_test_answer() AS n', []))[0]?.n);

describe('repeatable SQL files', () => {
  it('are applied by migrate, with their checksums recorded', async () => {
    const rows = await database.withSession((s) =>
      s.query<{ name: string; checksum: string }>(
        'SELECT name, checksum FROM repeatable_sql ORDER BY name',
        [],
      ),
    );
    const files = readRepeatableFiles();
    expect(files.map((f) => f.name)).toContain('cast-vote.sql');
    expect(rows).toEqual(files.map((f) => ({ name: f.name, checksum: f.checksum })));
    // Nothing changed since: the next migrate applies nothing.
    expect(await database.withSession((s) => applyRepeatableSql(s))).toEqual([]);
  });

  it('runs a file again only when it changes', async () => {
    expect(await database.withSession((s) => applyRepeatableSql(s, [answerFn(1)]))).toEqual([
      'zz-test-answer.sql',
    ]);
    expect(await answer()).toBe(1);
    expect(await database.withSession((s) => applyRepeatableSql(s, [answerFn(1)]))).toEqual([]);
    expect(await database.withSession((s) => applyRepeatableSql(s, [answerFn(2)]))).toEqual([
      'zz-test-answer.sql',
    ]);
    expect(await answer()).toBe(2);
  });

  it('applies nothing of a run where one file fails, and names the file', async () => {
    const broken = file('zz-test-broken.sql', 'CREATE OR REPLACE FUNCTION nope(');
    await expect(database.withSession((s) => applyRepeatableSql(s, [answerFn(3), broken]))).rejects.toThrow(
      /zz-test-broken\.sql/,
    );
    expect(await answer()).toBe(2);
    expect(await database.withSession((s) => applyRepeatableSql(s, [answerFn(2)]))).toEqual([]);
  });

  it('lets several migrations run at once (they take turns on the advisory lock)', async () => {
    // Forget every checksum, so each migrate re-creates every function at the same time.
    await database.withSession((s) => s.exec('DELETE FROM repeatable_sql'));
    await Promise.all([database.migrate(), database.migrate(), database.migrate()]);
    const rows = await database.withSession((s) =>
      s.query<{ name: string }>('SELECT name FROM repeatable_sql', []),
    );
    expect(rows.map((r) => r.name)).toContain('cast-vote.sql');
  });
});
