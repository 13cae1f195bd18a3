import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { prizePayouts } from '#server/db/schema.ts';

export type PayoutRow = typeof prizePayouts.$inferSelect;
export type PayoutInsert = typeof prizePayouts.$inferInsert;

/** The live (not voided) payout rows of the given battles, newest first. */
export async function livePayoutsOf(db: DbOrTx, battleIds: string[]): Promise<PayoutRow[]> {
  if (battleIds.length === 0) return [];
  return db
    .select()
    .from(prizePayouts)
    .where(and(inArray(prizePayouts.battleEventId, battleIds), isNull(prizePayouts.voidedAt)))
    .orderBy(desc(prizePayouts.recordedAt), desc(prizePayouts.id));
}

/** Whether some winner of the battle has a live payment recorded (the battle is frozen then). */
export async function hasLivePayment(db: DbOrTx, battleId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(prizePayouts)
    .where(
      and(
        eq(prizePayouts.battleEventId, battleId),
        eq(prizePayouts.outcome, 'paid'),
        isNull(prizePayouts.voidedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertPayout(db: DbOrTx, values: PayoutInsert): Promise<PayoutRow> {
  const [row] = await db.insert(prizePayouts).values(values).returning();
  return row!;
}

/** Marks the battle's live rows voided (a payout.void); they stay as history. */
export async function voidLivePayouts(
  db: DbOrTx,
  battleId: string,
  by: string,
  at: Date,
): Promise<PayoutRow[]> {
  return db
    .update(prizePayouts)
    .set({ voidedAt: at, voidedBy: by })
    .where(and(eq(prizePayouts.battleEventId, battleId), isNull(prizePayouts.voidedAt)))
    .returning();
}
