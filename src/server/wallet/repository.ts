import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { battles, walletLedger, wallets } from '#server/db/schema.ts';

export type LedgerEntryType = (typeof walletLedger.$inferInsert)['type'];

export async function ensureCreditsRow(db: DbOrTx, userId: string): Promise<void> {
  await db.insert(wallets).values({ userId, balance: 0 }).onConflictDoNothing();
}

/**
 * Grants the daily amount once per calendar day: the conditional update is the idempotency key, so
 * two concurrent first requests of the day can never both grant. Returns the new balance, or null
 * when today's grant was already taken.
 */
export async function claimDailyGrant(db: DbOrTx, userId: string, day: string, amount: number) {
  const [row] = await db
    .update(wallets)
    .set({
      balance: sql`${wallets.balance} + ${amount}`,
      dailyClaimedDay: day,
      dailyCreditsClaimedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      and(eq(wallets.userId, userId), or(isNull(wallets.dailyClaimedDay), ne(wallets.dailyClaimedDay, day))),
    )
    .returning({ balance: wallets.balance });
  return row ? row.balance : null;
}

export interface LedgerEntry {
  userId: string;
  type: LedgerEntryType;
  amount: number;
  description: string | null;
  battleEventId?: string | null;
  participantUserId?: string | null;
  actorUserId?: string | null;
}

export async function appendLedger(db: DbOrTx, entry: LedgerEntry): Promise<void> {
  await db.insert(walletLedger).values(entry);
}

export async function findCredits(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ balance: wallets.balance, lastVoteAt: wallets.lastVoteAt })
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .limit(1);
  return row ?? null;
}

export interface LedgerRow {
  id: number;
  type: LedgerEntryType;
  amount: number;
  description: string | null;
  createdAt: Date;
  battleEventId: string | null;
  battleTitle: string | null;
}

/** A user's ledger, newest first. */
export async function listLedger(db: DbOrTx, userId: string, limit: number): Promise<LedgerRow[]> {
  return db
    .select({
      id: walletLedger.id,
      type: walletLedger.type,
      amount: walletLedger.amount,
      description: walletLedger.description,
      createdAt: walletLedger.createdAt,
      battleEventId: walletLedger.battleEventId,
      battleTitle: battles.title,
    })
    .from(walletLedger)
    .leftJoin(battles, eq(battles.id, walletLedger.battleEventId))
    .where(eq(walletLedger.userId, userId))
    .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
    .limit(limit);
}
