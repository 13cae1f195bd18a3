import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';
import { battleParticipants, battles } from '#server/db/schema.ts';
import { participantVotesTotalOf } from '#server/db/vote-totals.ts';

/** The viewer's entry in the battle with its vote total, locked for the leave. */
export async function findOwnEntry(
  tx: DbOrTx,
  battleId: string,
  userId: string,
): Promise<{ id: string; votes: number } | null> {
  const [row] = await queryRows<{ id: string; votes: number }>(
    tx,
    sql`SELECT bp.id::text AS id, ${participantVotesTotalOf('bp')} AS votes
          FROM battle_event_participants bp
         WHERE bp.battle_event_id = ${battleId} AND bp.user_id = ${userId}
         FOR UPDATE`,
  );
  return row ? { id: row.id, votes: Number(row.votes) } : null;
}

export async function deleteOwnEntry(tx: DbOrTx, entryId: string): Promise<void> {
  await tx.delete(battleParticipants).where(sql`${battleParticipants.id}::text = ${entryId}`);
}

/** One seat back; the count never goes below zero. */
export async function releaseOneSeat(tx: DbOrTx, battleId: string, now: Date): Promise<number> {
  const [row] = await tx
    .update(battles)
    .set({ participantsCount: sql`greatest(${battles.participantsCount} - 1, 0)`, updatedAt: now })
    .where(eq(battles.id, battleId))
    .returning({ participantsCount: battles.participantsCount });
  return row?.participantsCount ?? 0;
}
