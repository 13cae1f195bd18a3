import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type AccountChange, type AccountEvent, accountChanges } from '#domain/schemas/account-events.ts';
import type { Database, DbOrTx, Unlisten } from '#server/db/client.ts';

export const ACCOUNT_CHANNEL = 'account_events';

const noticeSchema = z.object({ userId: z.string().min(1), change: z.enum(accountChanges) });

/**
 * Tells every open tab of `userId`, on every API instance, that their account changed. Inside a
 * transaction NOTIFY is delivered at commit and dropped on rollback, so a tab never hears of a ban
 * that did not happen.
 */
export async function publishAccountEvent(tx: DbOrTx, userId: string, change: AccountChange): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${ACCOUNT_CHANNEL}, ${JSON.stringify({ userId, change })})`);
}

export type AccountListener = (event: AccountEvent) => void;

/**
 * One LISTEN per API instance for account events, handed to the streams of the user they concern
 * (and only to those: a stream subscribes with its own viewer's id).
 */
export class AccountHub {
  private readonly listeners = new Map<string, Set<AccountListener>>();
  private unlisten: Unlisten | null = null;

  constructor(private readonly onError: (err: unknown) => void = () => undefined) {}

  async start(database: Database): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await database.listen(ACCOUNT_CHANNEL, (payload) => this.dispatch(payload));
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = null;
    this.listeners.clear();
    if (unlisten) await unlisten();
  }

  subscribe(userId: string, listener: AccountListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
  }

  /** Streams subscribed right now (all users). */
  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  dispatch(payload: string): void {
    let notice: z.infer<typeof noticeSchema>;
    try {
      const parsed = noticeSchema.safeParse(JSON.parse(payload));
      if (!parsed.success) return;
      notice = parsed.data;
    } catch {
      return;
    }
    const event: AccountEvent = { type: 'account', change: notice.change };
    for (const listener of [...(this.listeners.get(notice.userId) ?? [])]) {
      try {
        listener(event);
      } catch (err) {
        this.onError(err);
      }
    }
  }
}
