import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The database's functions, one file each (docs/decisions/0008-one-source-for-vote-rules-and-clock.md).
 * src/server/db/functions in development and tests; dist/server/db/functions in the build
 * (scripts/dist-package.ts copies them).
 */
export const functionsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions');

/**
 * Serializes migrations across processes: two instances starting at once on one PostgreSQL run
 * the numbered migrations and this step one after the other (session-level advisory lock).
 */
export const MIGRATION_LOCK_KEY = 720_514_001;

/** One connection (session): the advisory lock and this step must share it. */
export interface SqlSession {
  /** Statements without parameters, several allowed (a whole file). */
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params: unknown[]): Promise<T[]>;
}

export interface RepeatableFile {
  name: string;
  sql: string;
  checksum: string;
}

export function readRepeatableFiles(folder = functionsFolder): RepeatableFile[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(folder, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/**
 * Runs each file whose checksum differs from the one recorded in `repeatable_sql` (or that was
 * never applied), in one transaction, after the numbered migrations. Returns the names applied.
 */
export async function applyRepeatableSql(
  session: SqlSession,
  files: RepeatableFile[] = readRepeatableFiles(),
): Promise<string[]> {
  await session.exec(`CREATE TABLE IF NOT EXISTS repeatable_sql (
    name text PRIMARY KEY,
    checksum text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const rows = await session.query<{ name: string; checksum: string }>(
    'SELECT name, checksum FROM repeatable_sql',
    [],
  );
  const applied = new Map(rows.map((r) => [r.name, r.checksum]));
  const due = files.filter((f) => applied.get(f.name) !== f.checksum);
  if (due.length === 0) return [];
  await session.exec('BEGIN');
  try {
    for (const file of due) {
      try {
        await session.exec(file.sql);
      } catch (err) {
        throw new Error(`${file.name}: ${(err as Error).message}`, { cause: err });
      }
      await session.query(
        `INSERT INTO repeatable_sql (name, checksum, applied_at) VALUES ($1, $2, now())
         ON CONFLICT (name) DO UPDATE SET checksum = excluded.checksum, applied_at = excluded.applied_at`,
        [file.name, file.checksum],
      );
    }
    await session.exec('COMMIT');
  } catch (err) {
    await session.exec('ROLLBACK');
    throw err;
  }
  return due.map((f) => f.name);
}

/** `migrate` (the numbered migrations) then the repeatable files, under the advisory lock. */
export async function migrateWithRepeatables(
  session: SqlSession,
  migrate: () => Promise<void>,
): Promise<void> {
  await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  try {
    await migrate();
    await applyRepeatableSql(session);
  } finally {
    await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  }
}
