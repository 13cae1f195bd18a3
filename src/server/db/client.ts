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
import { type ReplicaChange, ReplicaPool } from './read-replica.ts';
import { migrateWithRepeatables, type SqlSession } from './repeatable-sql.ts';
import * as schema from './schema.ts';
import { markPooled } from './statement-names.ts';

export type { Db, DbOrTx, Tx } from './handle.ts';

export type Unlisten = () => Promise<void>;

export interface Database {
  db: Db;
  /**
   * Reads that may lag a moment behind the writes (DATABASE_READ_URL's replica, falling back to the
   * primary while the replica cannot answer); `db` itself when there is no replica.
   */
  reads: Db;
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
  /**
   * A connection of its own on the direct URL (never a pooler in transaction mode), for what lives
   * on one session: an advisory lock held for as long as the connection (the live publisher's
   * leadership). PostgreSQL only: the embedded database is one process with one connection.
   */
  connectDirect?(applicationName: string): Promise<pg.Client>;
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
  /** A read replica (hot standby) of `databaseUrl`, for the reads that may lag (`Database.reads`). */
  readUrl?: string | undefined;
  /** The replica stopped answering (reads go to the primary) or answers again. */
  onReadReplica?: (change: ReplicaChange, err?: unknown) => void;
  /**
   * For migrations, LISTEN and session locks: a URL that reaches PostgreSQL itself when
   * `databaseUrl` goes through a pooler in transaction mode. Defaults to `databaseUrl`.
   */
  directUrl?: string | undefined;
  onError?: (err: Error) => void;
}

/** Connections per instance (DB_POOL_SIZE): a pooler or a replica multiplies instances, not this. */
const DEFAULT_POOL_SIZE = 10;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(
      {
        pooled: options.databaseUrl,
        direct: options.directUrl ?? options.databaseUrl,
        read: options.readUrl,
      },
      options.poolSize ?? DEFAULT_POOL_SIZE,
      options,
    );
  }
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
    reads: db as unknown as Db,
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

/** pg-pool hangs the whole client on an idle client's error: a log line needs the error alone. */
function detached(err: Error): Error {
  delete (err as Error & { client?: unknown }).client;
  return err;
}

async function openPostgres(
  urls: { pooled: string; direct: string; read: string | undefined },
  max: number,
  { onError, onReadReplica }: Pick<DatabaseOptions, 'onError' | 'onReadReplica'>,
): Promise<Database> {
  const url = urls.direct;
  // No startup options: a pooler such as pgbouncer refuses them; the planner's settings are the
  // database's own (drizzle/0018_planner-settings.sql).
  const pool = new pg.Pool({ connectionString: urls.pooled, max, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', (err) => onError?.(detached(err)));
  const db = drizzleNodePg(pool, { schema });
  // A direct URL apart from DATABASE_URL says DATABASE_URL is a pooler: no named statements there.
  if (urls.pooled !== urls.direct) markPooled(db as unknown as Db);
  const replica = urls.read
    ? new pg.Pool({ connectionString: urls.read, max, connectionTimeoutMillis: 2_000 })
    : null;
  replica?.on('error', (err) => onError?.(detached(err)));
  // Drizzle takes any object with a pool's query() and connect() (read-replica.ts).
  const replicaPool = replica && (new ReplicaPool(replica, pool, onReadReplica) as unknown as pg.Pool);
  const reads = replicaPool ? drizzleNodePg(replicaPool, { schema }) : db;
  // The replica's URL may be a pooler's as well, and its reads may land on the primary's pool.
  if (replicaPool) markPooled(reads as unknown as Db);
  const listeners = new Set<pg.Client>();
  return {
    db: db as unknown as Db,
    reads: reads as unknown as Db,
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
    connectDirect: async (applicationName) => {
      const client = new pg.Client({ connectionString: url, application_name: applicationName });
      await client.connect();
      return client;
    },
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
      await Promise.all([pool.end(), replica?.end()]);
    },
  };
}
