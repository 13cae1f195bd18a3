/** Shutdown, crash, starting up; class 08 (connection exception) is taken whole (isDatabaseDown). */
const PG_SHUTDOWN_CODES = new Set(['57P01', '57P02', '57P03']);
const NODE_CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
/** node-postgres says these in words only: the pool's checkout timeout and a dropped connection. */
const POOL_TIMEOUT = /timeout exceeded when trying to connect/i;
const CONNECTION_LOST = /Connection terminated|Client has encountered a connection error/i;

function codeOf(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : '';
}

/** Drizzle wraps the driver's error ("Failed query: ..."): the reason is its cause. */
function anyInChain(err: unknown, test: (e: unknown) => boolean): boolean {
  for (let e = err, depth = 0; e !== undefined && e !== null && depth < 5; depth++) {
    if (test(e)) return true;
    const cause = (e as { cause?: unknown }).cause;
    if (cause === e) return false;
    e = cause;
  }
  return false;
}

/** pgbouncer's words when a client waited too long for a server connection, or found no room. */
const POOLER_FULL = /query_wait_timeout|no more connections allowed/i;

/**
 * The database has no room for this request now: SQLSTATE class 53 (too many connections, out of
 * memory or disk), no pooled connection came free in time, or the pooler turned the client away.
 * Many clients are asking at once.
 */
function isOverloaded(err: unknown): boolean {
  return anyInChain(err, (e) => {
    const message = messageOf(e);
    return /^53[0-9A-Z]{3}$/.test(codeOf(e)) || POOL_TIMEOUT.test(message) || POOLER_FULL.test(message);
  });
}

/**
 * The database refused or lost the connection, or has no room for it: the request may succeed
 * later, so it is a 503 with Retry-After, not a bug.
 */
export function isDatabaseDown(err: unknown): boolean {
  return anyInChain(err, (e) => {
    const code = codeOf(e);
    // Class 08 also carries a pooler's refusals: pgbouncer's query_wait_timeout and its
    // max_client_conn are 08P01.
    if (PG_SHUTDOWN_CODES.has(code) || code.startsWith('08') || NODE_CONNECTION_CODES.has(code)) return true;
    return CONNECTION_LOST.test(messageOf(e)) || isOverloaded(e);
  });
}

/**
 * Seconds a client should wait before asking again. An overloaded database gets a longer wait,
 * spread so that the clients turned away together do not all come back in the same second; a
 * restart is over within a second or two.
 */
export function databaseRetryAfterSeconds(err: unknown): number {
  return isOverloaded(err) ? 2 + Math.floor(Math.random() * 4) : 1;
}
