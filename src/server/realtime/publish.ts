import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

export const BATTLE_CHANNEL = 'battle_updates';

/** What open battle pages and the arena need to move without a reload. */
export type BattleUpdate =
  | { type: 'votes'; battleId: string; participantUserId: string; votesCount: number }
  | { type: 'participants'; battleId: string; participantsCount: number; status: string }
  | { type: 'status'; battleId: string; status: string }
  | { type: 'votes_voided'; battleId: string; participantUserId: string; votesCount: number };

/**
 * Publishes through Postgres NOTIFY. Inside a transaction the notification is delivered at commit
 * (and dropped on rollback), so listeners never see a vote that did not happen. Every API instance
 * LISTENs on the channel and fans the update out to its SSE clients.
 */
export async function publishBattleUpdate(tx: DbOrTx, update: BattleUpdate): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${BATTLE_CHANNEL}, ${JSON.stringify(update)})`);
}
