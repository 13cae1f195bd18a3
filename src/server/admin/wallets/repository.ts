import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SortDir } from '#domain/schemas/admin-lists.ts';
import type { AdminTransaction } from '#domain/schemas/admin-wallets.ts';
import {
  type KeyedRow,
  keysetCondition,
  keysetOrder,
  type PageRequest,
  type SortKey,
  sortValueColumn,
} from '#server/admin/shared/keyset.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';
import { battles, profiles, walletLedger, wallets } from '#server/db/schema.ts';

export async function findWallet(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      userId: wallets.userId,
      balance: wallets.balance,
      dailyClaimedAt: wallets.dailyCreditsClaimedAt,
    })
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

const transactionColumns = {
  id: walletLedger.id,
  type: walletLedger.type,
  amount: walletLedger.amount,
  description: walletLedger.description,
  createdAt: walletLedger.createdAt,
  battleEventId: walletLedger.battleEventId,
  battleTitle: battles.title,
  actorUsername: profiles.username,
};

export type TransactionRow = {
  id: number;
  type: (typeof walletLedger.$inferSelect)['type'];
  amount: number;
  description: string | null;
  createdAt: Date;
  battleEventId: string | null;
  battleTitle: string | null;
  actorUsername: string | null;
};

/** A wallet's ledger by date (newest first by default); ids are bigint. */
export const LEDGER_SORT_KEY: SortKey = { key: sql`t.created_at`, id: sql`t.id`, type: 'timestamp' };

/** A ledger row as ledgerPageQuery reads it: the answer's names, its id and date unfinished. */
export type LedgerPageRow = Omit<AdminTransaction, 'id' | 'createdAt'> & {
  id: number | string;
  createdAt: Date | string;
} & KeyedRow;

/** One page of a user's ledger on credit_transactions_user_created_id_idx (the SQL alone). */
export function ledgerPageQuery(userId: string, dir: SortDir, page: PageRequest): SQL {
  return sql`
    SELECT t.id, t.type, t.amount, t.description, t.created_at AS "createdAt",
           t.battle_event_id AS "battleEventId", b.title AS "battleTitle", p.username AS "actorUsername",
           ${sortValueColumn(LEDGER_SORT_KEY)}
    FROM credit_transactions t
    LEFT JOIN battle_events b ON b.id = t.battle_event_id
    LEFT JOIN profiles p ON p.id = t.actor_user_id
    WHERE t.user_id = ${userId} ${keysetCondition(LEDGER_SORT_KEY, dir, page)}
    ${keysetOrder(LEDGER_SORT_KEY, dir, page)}`;
}

export function listLedgerPage(
  db: DbOrTx,
  userId: string,
  dir: SortDir,
  page: PageRequest,
): Promise<LedgerPageRow[]> {
  return queryRows<LedgerPageRow>(db, ledgerPageQuery(userId, dir, page));
}

export async function findTransaction(db: DbOrTx, id: number): Promise<TransactionRow | null> {
  const rows = await db
    .select(transactionColumns)
    .from(walletLedger)
    .leftJoin(battles, eq(battles.id, walletLedger.battleEventId))
    .leftJoin(profiles, eq(profiles.id, walletLedger.actorUserId))
    .where(eq(walletLedger.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Adds `amount` (signed) only while the result stays >= 0: the condition is the guard against
 * concurrent debits. Returns the new balance, or null when it would go negative.
 */
export async function applyAdjustment(db: DbOrTx, userId: string, amount: number): Promise<number | null> {
  const [row] = await db
    .update(wallets)
    .set({ balance: sql`${wallets.balance} + ${amount}`, updatedAt: new Date() })
    .where(and(eq(wallets.userId, userId), sql`${wallets.balance} + ${amount} >= 0`))
    .returning({ balance: wallets.balance });
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
  const [row] = await db.insert(walletLedger).values(entry).returning({ id: walletLedger.id });
  return row!.id;
}
