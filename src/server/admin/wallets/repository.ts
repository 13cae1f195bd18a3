import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { battleEvents, creditTransactions, profiles, userCredits } from '../../db/schema.ts';

export async function findWallet(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      userId: userCredits.userId,
      balance: userCredits.balance,
      dailyClaimedAt: userCredits.dailyCreditsClaimedAt,
    })
    .from(userCredits)
    .where(eq(userCredits.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

const transactionColumns = {
  id: creditTransactions.id,
  type: creditTransactions.type,
  amount: creditTransactions.amount,
  description: creditTransactions.description,
  createdAt: creditTransactions.createdAt,
  battleEventId: creditTransactions.battleEventId,
  battleTitle: battleEvents.title,
  actorUsername: profiles.username,
};

export type TransactionRow = {
  id: number;
  type: (typeof creditTransactions.$inferSelect)['type'];
  amount: number;
  description: string | null;
  createdAt: Date;
  battleEventId: string | null;
  battleTitle: string | null;
  actorUsername: string | null;
};

export async function listTransactions(db: DbOrTx, userId: string, limit = 200): Promise<TransactionRow[]> {
  return db
    .select(transactionColumns)
    .from(creditTransactions)
    .leftJoin(battleEvents, eq(battleEvents.id, creditTransactions.battleEventId))
    .leftJoin(profiles, eq(profiles.id, creditTransactions.actorUserId))
    .where(eq(creditTransactions.userId, userId))
    .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
    .limit(limit);
}

export async function findTransaction(db: DbOrTx, id: number): Promise<TransactionRow | null> {
  const rows = await db
    .select(transactionColumns)
    .from(creditTransactions)
    .leftJoin(battleEvents, eq(battleEvents.id, creditTransactions.battleEventId))
    .leftJoin(profiles, eq(profiles.id, creditTransactions.actorUserId))
    .where(eq(creditTransactions.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Adds `amount` (signed) only while the result stays >= 0: the condition is the guard against
 * concurrent debits. Returns the new balance, or null when it would go negative.
 */
export async function applyAdjustment(db: DbOrTx, userId: string, amount: number): Promise<number | null> {
  const [row] = await db
    .update(userCredits)
    .set({ balance: sql`${userCredits.balance} + ${amount}`, updatedAt: new Date() })
    .where(and(eq(userCredits.userId, userId), sql`${userCredits.balance} + ${amount} >= 0`))
    .returning({ balance: userCredits.balance });
  return row ? row.balance : null;
}

export async function insertAdjustmentLedger(
  db: DbOrTx,
  entry: {
    userId: string;
    type: 'admin_add' | 'admin_remove';
    amount: number;
    description: string;
    actorUserId: string;
  },
): Promise<number> {
  const [row] = await db.insert(creditTransactions).values(entry).returning({ id: creditTransactions.id });
  return row!.id;
}
