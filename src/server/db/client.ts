import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fillDerivedColumns } from './derived-columns.ts';
import type { Db } from './handle.ts';
import { migrateWithRepeatables, type SqlSession } from './repeatable-sql.ts';
import * as schema from './schema.ts';

export type { Db, DbOrTx, Tx } from './handle.ts';

export type Unlisten = () => Promise<void>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The numbered migrations (drizzle/), the repeatable SQL files (db/repeatable-sql.ts), then the
   * columns computed in TypeScript (db/derived-columns.ts).
   */
  migrate(): Promise<void>;
  /** Runs `fn` on one connection of its own (what a transaction in plain SQL or a session lock needs). */
  withSession<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  /** The embedded database's data directory as a tarball, to start others from (test snapshots). */
  dumpDataDir?(): Promise<Blob>;
  /** LISTEN on a channel; every API instance connected to the same database hears NOTIFY. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
// src/server/db and dist/server/db both sit three levels below the project root.
export const migrationsFolder = path.resolve(here, '../../../drizzle');

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory for the embedded database; 'memory://' keeps it in memory (tests). */
  pgliteDir?: string;
  /** A dumped data directory (PGlite dumpDataDir) the embedded database starts from (tests). */
  pgliteSnapshot?: Blob;
  poolSize?: number;
  onError?: (err: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 20, options.onError);
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteSnapshot);
}

async function openPglite(dir: string, snapshot?: Blob): Promise<Database> {
  if (dir !== 'memory://') mkdirSync(dir, { recursive: true });
  // pg_trgm backs the trigram search indexes (the arena's, the admin lists'): they need the
  // extension loaded on every open, not only when a migration creates it.
  const client = await PGlite.create({
    ...(dir === 'memory://' ? {} : { dataDir: dir }),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  const session: SqlSession = {
    exec: async (text) => {
      await client.exec(text);
    },
    query: async <T>(text: string, params: unknown[]) => (await client.query<T>(text, params)).rows,
  };
  // One connection in all: callers that each need it to themselves take turns.
  let turn: Promise<unknown> = Promise.resolve();
  const withSession = <T>(fn: (s: SqlSession) => Promise<T>): Promise<T> => {
    const run = turn.then(() => fn(session));
    turn = run.catch(() => undefined);
    return run;
  };
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await withSession((s) => migrateWithRepeatables(s, () => migratePglite(db, { migrationsFolder })));
      await fillDerivedColumns(db as unknown as Db);
    },
    withSession,
    dumpDataDir: () => client.dumpDataDir('none'),
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return () => unsubscribe();
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** A connection of its own, outside the pool (a pool may have one connection, held by the app). */
async function withSession<T>(url: string, fn: (session: SqlSession, client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const session: SqlSession = {
      exec: async (text) => {
        await client.query(text);
      },
      query: async <T>(text: string, params: unknown[]) => (await client.query(text, params)).rows as T[],
    };
    return await fn(session, client);
  } finally {
    await client.end();
  }
}

async function openPostgres(url: string, max: number, onError?: (err: Error) => void): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    // The default (4) models spinning disks and makes the planner scan all profiles to join a
    // 1,000-fighter battle instead of 1,000 index probes (bench/README.md, growth); 1.1 suits SSDs.
    options: '-c random_page_cost=1.1',
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', (err) => onError?.(err));
  const db = drizzleNodePg(pool, { schema });
  const listeners = new Set<pg.Client>();
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: async () => {
      await withSession(url, (session, client) =>
        migrateWithRepeatables(session, () =>
          migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder }),
        ),
      );
      await fillDerivedColumns(db as unknown as Db);
    },
    withSession: (fn) => withSession(url, fn),
    listen: async (channel, onPayload) => {
      // LISTEN needs one connection held for its lifetime, outside the pool; it reconnects after a drop.
      let client: pg.Client | null = null;
      let closed = false;
      const connect = async (): Promise<void> => {
        const c = new pg.Client({ connectionString: url });
        c.on('notification', (msg) => {
          if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
        });
        c.on('error', (err) => {
          onError?.(err);
          listeners.delete(c);
          c.end().catch(() => undefined);
          if (!closed) setTimeout(() => void connect().catch(() => undefined), 1_000);
        });
        try {
          await c.connect();
          await c.query(`LISTEN "${channel.replace(/"/g, '')}"`);
        } catch (err) {
          c.end().catch(() => undefined);
          if (closed) return;
          onError?.(err as Error);
          setTimeout(() => void connect().catch(() => undefined), 1_000);
          return;
        }
        client = c;
        listeners.add(c);
      };
      await connect();
      return async () => {
        closed = true;
        if (client) {
          listeners.delete(client);
          await client.end().catch(() => undefined);
        }
      };
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await Promise.all([...listeners].map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}
