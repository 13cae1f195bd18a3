import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * The class of a battle's vote gate: the advisory lock (VOTE_GATE_CLASS, hashtext(battle id)) that
 * cast_vote() (db/functions/cast-vote.sql, which writes the number itself) takes shared before it
 * reads the fighter, and that whatever takes fighters or their votes out of a battle takes
 * exclusive (docs/decisions/0016-money-moves-by-the-rules.md).
 */
export const VOTE_GATE_CLASS = 7330;

/**
 * Closes the vote gates of these battles until the transaction ends, in one order (battle id): it
 * waits for the fans' votes already past them (each holds its gate shared until it commits) and
 * makes new ones wait, so the caller's void sees every vote that counted, and a vote arriving
 * meanwhile reads the fighter only after the commit, disqualified or gone. A waiting gate is
 * served before votes that come after it (the lock manager queues them), so a stream of votes
 * never starves it. Take it before any row lock of the battle: a vote holds it while it waits for
 * rows.
 */
export async function closeVoteGates(tx: DbOrTx, battleIds: readonly string[]): Promise<void> {
  for (const id of [...new Set(battleIds)].sort()) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${VOTE_GATE_CLASS}, hashtext(${id}))`);
  }
}
