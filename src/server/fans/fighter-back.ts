import { sql } from 'drizzle-orm';
import { fighterBackNotice } from '#domain/battles/result-notices.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';

export interface FighterBack {
  battleId: string;
  battleTitle: string;
  link: string;
  fighterUserId: string;
  /** The disqualification's moment: its voided votes are the ones refunded. */
  voidedAt: Date;
  voidReason: string;
  banId: string;
}

/**
 * After an unban put a fighter back: every fan whose vote for them the disqualification refunded
 * learns they may vote for them again. One statement whatever the number of fans (they are the
 * fighter's voters in one battle); the dedupe key keeps it to one per ban, battle and fan.
 */
export async function notifyRefundedFans(tx: DbOrTx, input: FighterBack): Promise<void> {
  const [fighter] = await queryRows<{ username: string }>(
    tx,
    sql`SELECT username FROM profiles WHERE id = ${input.fighterUserId}`,
  );
  if (!fighter) return;
  const text = fighterBackNotice(fighter.username, input.battleTitle);
  await tx.execute(
    sql`INSERT INTO notifications (user_id, type, title, body, link, dedupe_key)
        SELECT DISTINCT v.voter_user_id, 'fighter_back', ${text.title}, ${text.body}, ${input.link},
               ${`fighter_back:${input.battleId}:${input.fighterUserId}:${input.banId}`}
          FROM battle_event_user_votes v
         WHERE v.battle_event_id = ${input.battleId} AND v.participant_user_id = ${input.fighterUserId}
           AND v.voided_at = ${input.voidedAt.toISOString()}::timestamptz AND v.void_reason = ${input.voidReason}
        ON CONFLICT DO NOTHING`,
  );
}
