import type pg from 'pg';
import type { Database, Unlisten } from '#server/db/client.ts';

/** The advisory lock whose holder is the live publisher (one per database, held per session). */
export const LIVE_PUBLISHER_LOCK = 7340;
/** How long a tick waits for the lock to be granted before it goes on as a follower. */
const GRANT_WAIT_MS = 50;

/** Whether this instance is the live publisher now, and the rare events heard while it is. */
export interface Leadership {
  /** Takes the lock if free; true while this instance holds it. Never throws. */
  hold(): Promise<boolean>;
  /** LISTEN on the leader's own connection (dropped with the lock if the connection goes). */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  /** `wake` is called when this instance takes the lock between two ticks (it need not wait for the next). */
  onAcquired(wake: () => void): void;
  close(): Promise<void>;
}

/**
 * The embedded database serves one process: it is always the publisher.
 */
function soleLeadership(database: Database): Leadership {
  return {
    hold: async () => true,
    listen: (channel, onPayload) => database.listen(channel, onPayload),
    onAcquired: () => undefined,
    close: async () => undefined,
  };
}

/**
 * Leadership on PostgreSQL: a session advisory lock on a direct connection of this instance
 * (application_name `yod-live:<pid>`, so an operator sees who leads in pg_stat_activity). The lock
 * lives exactly as long as the connection: an instance that dies (kill -9 included) closes its
 * socket, PostgreSQL ends the session and frees the lock. Every other instance waits for it on its
 * own connection (`pg_advisory_lock`, queued in PostgreSQL), so one of them holds it as soon as it
 * is freed and publishes at once (`onAcquired`), instead of finding it free at its next try.
 */
function sessionLeadership(database: Database, onError: (err: unknown) => void): Leadership {
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client | null> | null = null;
  let holding = false;
  let closed = false;
  /** The lock asked for and not yet granted: the connection waits in PostgreSQL's lock queue. */
  let waiting: Promise<void> | null = null;
  let wake: () => void = () => undefined;
  const handlers = new Map<string, (payload: string) => void>();

  const drop = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    holding = false;
    c.end().catch(() => undefined);
  };
  const connect = async (): Promise<pg.Client | null> => {
    try {
      const c = await database.connectDirect!(`yod-live:${process.pid}`);
      c.on('error', (err) => {
        onError(err);
        drop(c);
      });
      c.on('end', () => drop(c));
      c.on('notification', (msg) => {
        if (msg.payload !== undefined) handlers.get(msg.channel)?.(msg.payload);
      });
      if (closed) {
        await c.end();
        return null;
      }
      client = c;
      return c;
    } catch (err) {
      onError(err);
      return null;
    }
  };

  return {
    async hold() {
      if (closed) return false;
      if (!client && !connecting) {
        connecting = connect().finally(() => {
          connecting = null;
        });
      }
      const c = client ?? (await connecting);
      if (!c) return false;
      try {
        if (holding) {
          // A cheap proof that the session (and so the lock) is still there.
          await c.query('SELECT 1');
          return true;
        }
        waiting ??= c
          .query('SELECT pg_advisory_lock($1)', [LIVE_PUBLISHER_LOCK])
          .then(async () => {
            if (client !== c) return;
            holding = true;
            for (const channel of handlers.keys()) await c.query(`LISTEN "${channel}"`);
            wake();
          })
          .catch((err: unknown) => {
            // Ended by close() or a lost connection: the next hold() connects and waits again.
            if (!closed) onError(err);
            drop(c);
          })
          .finally(() => {
            waiting = null;
          });
        // A free lock is granted within a round trip: answer with it rather than a tick later.
        const pending = waiting;
        await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, GRANT_WAIT_MS))]);
        return holding;
      } catch (err) {
        onError(err);
        drop(c);
        return false;
      }
    },
    onAcquired(callback) {
      wake = callback;
    },
    async listen(channel, onPayload) {
      handlers.set(channel, onPayload);
      if (holding && client) await client.query(`LISTEN "${channel}"`);
      return async () => {
        handlers.delete(channel);
      };
    },
    async close() {
      closed = true;
      const c = client;
      client = null;
      holding = false;
      // Ending the session frees the lock at once for the other instances.
      if (c) await c.end().catch(() => undefined);
    },
  };
}

export function openLeadership(database: Database, onError: (err: unknown) => void): Leadership {
  return database.connectDirect ? sessionLeadership(database, onError) : soleLeadership(database);
}
