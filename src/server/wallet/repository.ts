import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { battleEvents, creditTransactions, userCredits } from '../db/schema.ts';

export type CreditType = (typeof creditTransactions.$inferInsert)['type'];

export async function ensureCreditsRow(db: DbOrTx, userId: string): Promise<void> {
  await db.insert(userCredits).values({ userId, balance: 0 }).onConflictDoNothing();
}

/**
 * Grants the daily amount once per calendar day: the conditional update is the idempotency key, so
 * two concurrent first requests of the day can never both grant. Returns the new balance, or null
 * when today's grant was already taken.
 */
export async function claimDailyGrant(db: DbOrTx, userId: string, day: string, amount: number) {
  const [row] = await db
    .update(userCredits)
    .set({
      balance: sql`${userCredits.balance} + ${amount}`,
      dailyClaimedDay: day,
      dailyCreditsClaimedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(userCredits.userId, userId),
        or(isNull(userCredits.dailyClaimedDay), ne(userCredits.dailyClaimedDay, day)),
      ),
    )
    .returning({ balance: userCredits.balance });
  return row ? row.balance : null;
}

export interface LedgerEntry {
  userId: string;
  type: CreditType;
  amount: number;
  description: string | null;
  battleEventId?: string | null;
  participantUserId?: string | null;
  actorUserId?: string | null;
}

export async function appendLedger(db: DbOrTx, entry: LedgerEntry): Promise<void> {
  await db.insert(creditTransactions).values(entry);
}

export async function findCredits(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ balance: userCredits.balance, lastVoteAt: userCredits.lastVoteAt })
    .from(userCredits)
    .where(eq(userCredits.userId, userId))
    .limit(1);
  return row ?? null;
}

export interface LedgerRow {
  id: number;
  type: CreditType;
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
      id: creditTransactions.id,
      type: creditTransactions.type,
      amount: creditTransactions.amount,
      description: creditTransactions.description,
      createdAt: creditTransactions.createdAt,
      battleEventId: creditTransactions.battleEventId,
      battleTitle: battleEvents.title,
    })
    .from(creditTransactions)
    .leftJoin(battleEvents, eq(battleEvents.id, creditTransactions.battleEventId))
    .where(eq(creditTransactions.userId, userId))
    .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
    .limit(limit);
}
