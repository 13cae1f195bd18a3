import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from './auth/better-auth.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { ReadCache } from './http/read-cache.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Live } from './realtime/live.ts';

/** What every feature needs from the outside world; built once per app, replaced in tests. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  /**
   * The reads that may lag a moment behind the writes (DATABASE_READ_URL's replica, the primary
   * while it cannot answer; `db` without one). Services pick it for heavy reads that show nobody
   * their own fresh writes; rule checks, transactions and a viewer's own state read `db`.
   */
  readDb: Db;
  auth: Auth;
  mailer: Mailer;
  clock: () => Date;
  /** Minimum gap between one user's votes; the product's 5 s (docs/product.md#voting), lowered only by tests of other rules. */
  voteGapMs: number;
  /** The app's logger, for work that outlives a request's answer (cleaning up after a commit). */
  log: FastifyBaseLogger;
  /**
   * This instance's read cache (http/read-cache.ts): anonymous bodies, and the viewer-independent
   * rows that signed-in answers are completed from.
   */
  readCache: ReadCache;
  /** This instance's live updates: the bus, the hub of its streams, its live publisher candidate. */
  live: Live;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
