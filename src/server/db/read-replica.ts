import type pg from 'pg';
import { isDatabaseDown } from './unavailable.ts';

/** How long reads stay on the primary after the replica failed one, before it is tried again. */
const REPLICA_RETRY_MS = 5_000;

export type ReplicaChange = 'down' | 'up';

/**
 * A hot standby cancels a read that conflicts with the WAL it replays (SQLSTATE 40001 there);
 * the primary answers the same read without the conflict.
 */
function isRecoveryConflict(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown; cause?: unknown } | null;
  if (!e) return false;
  if (e.code === '40001' && typeof e.message === 'string' && /conflict with recovery/i.test(e.message))
    return true;
  return e.cause !== undefined && e.cause !== e && isRecoveryConflict(e.cause);
}

/**
 * What Drizzle's read handle runs its statements on: the replica's pool, or the primary's while the
 * replica cannot answer. Reads are idempotent, so a read the replica failed is simply asked again
 * of the primary: a visitor never sees an error because a replica went away. The name ends in
 * "Pool" because that is how Drizzle recognises a pool: a transaction on this handle takes its
 * connection with connect(), which is the primary's, so nothing inside a transaction reads a
 * replica that may lag behind it.
 */
export class ReplicaPool {
  private downUntil = 0;
  private down = false;
  /** Outages so far: a read that began before the latest one says nothing about recovery. */
  private outages = 0;

  constructor(
    private readonly replica: pg.Pool,
    private readonly primary: pg.Pool,
    private readonly onChange: (change: ReplicaChange, err?: unknown) => void = () => undefined,
    private readonly retryMs = REPLICA_RETRY_MS,
  ) {}

  async query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    if (this.down && Date.now() < this.downUntil) return this.primary.query(config, values);
    const outage = this.outages;
    try {
      const result = await this.replica.query(config, values);
      if (this.down && outage === this.outages) {
        this.down = false;
        this.onChange('up');
      }
      return result;
    } catch (err) {
      if (!isDatabaseDown(err) && !isRecoveryConflict(err)) throw err;
      // One log line per outage, not one per read.
      if (!this.down) {
        this.outages += 1;
        this.onChange('down', err);
      }
      this.down = true;
      this.downUntil = Date.now() + this.retryMs;
      return this.primary.query(config, values);
    }
  }

  connect(): Promise<pg.PoolClient> {
    return this.primary.connect();
  }
}
