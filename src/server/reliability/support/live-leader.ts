import type pg from 'pg';

/** The advisory lock whose holder is the one live publisher (realtime/coalescer.ts). */
export const LIVE_LOCK_KEY = 7340;

export interface LiveLeader {
  /** The API process holding the lock (its connection is named `yod-live:<pid>`). */
  pid: number;
  /** That connection's backend in PostgreSQL. */
  backendPid: number;
}

/**
 * The instance publishing live totals for the database `c` is connected to, or null while none
 * holds the lock. pg_try_advisory_lock(bigint) shows in pg_locks as classid 0, objid the key.
 */
export async function liveLeader(c: pg.ClientBase): Promise<LiveLeader | null> {
  const { rows } = await c.query<{ application_name: string; pid: number }>(
    `SELECT a.application_name, a.pid FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.granted AND l.classid = 0 AND l.objid = $1
        AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    [LIVE_LOCK_KEY],
  );
  for (const row of rows) {
    const pid = /^yod-live:(\d+)$/.exec(row.application_name)?.[1];
    if (pid) return { pid: Number(pid), backendPid: row.pid };
  }
  return null;
}
