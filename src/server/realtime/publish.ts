import { sql } from 'drizzle-orm';
import type { BattleUpdateEvent } from '#domain/schemas/battles.ts';
import type { DbOrTx } from '#server/db/client.ts';

export const BATTLE_CHANNEL = 'battle_updates';

/**
 * Publishes what open battle pages and the arena need to move without a reload: the live battle
 * event, whose one type is inferred from its schema (`battleUpdateSchema`; cast_vote() writes the
 * same shape in SQL, and the hub parses every notification with the schema, so a drift there is
 * dropped and logged). Through Postgres NOTIFY: inside a transaction the notification is
 * delivered at commit (and dropped on rollback), so listeners never see a vote that did not
 * happen. Every API instance LISTENs on the channel and fans the update out to its SSE clients.
 */
export async function publishBattleUpdate(tx: DbOrTx, update: BattleUpdateEvent): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${BATTLE_CHANNEL}, ${JSON.stringify(update)})`);
}
