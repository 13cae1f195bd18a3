import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';
import type { AppDeps } from '#server/deps.ts';
import type { Job } from '#server/jobs/job.ts';
import { restoreBanParticipationsTx } from './ban-participations.ts';

export const BAN_EXPIRY_JOB_LOCK = 7332;
const USERS_PER_RUN = 50;

/**
 * A temporary ban that ran out gives back what it took, as an unban does
 * (docs/decisions/0025-bans-and-battles.md): for each user whose expired bans still hold
 * unrestored battles and who has no other active ban, those battles are restored (or marked why
 * not), with the system as the audit's actor.
 */
export async function restoreExpiredBans(deps: AppDeps, tx: Tx): Promise<number> {
  const now = deps.clock();
  const at = sql`${now.toISOString()}::timestamptz`;
  const due = await queryRows<{ user_id: string; ban_ids: string[] }>(
    tx,
    sql`SELECT bd.user_id, array_agg(DISTINCT bd.ban_id::text) AS ban_ids
          FROM ban_disqualifications bd
          JOIN bans b ON b.id = bd.ban_id
         WHERE bd.restored_at IS NULL AND b.revoked_at IS NULL AND b.expires_at <= ${at}
           AND NOT EXISTS (SELECT 1 FROM bans a WHERE a.user_id = bd.user_id AND a.revoked_at IS NULL
                            AND (a.expires_at IS NULL OR a.expires_at > ${at}))
         GROUP BY bd.user_id
         ORDER BY bd.user_id
         LIMIT ${USERS_PER_RUN}`,
  );
  for (const row of due) {
    await restoreBanParticipationsTx(tx, { userId: row.user_id, banIds: row.ban_ids, now, actorId: null });
  }
  return due.length;
}

export const banExpiryJob: Job = {
  name: 'ban-expiry',
  lockId: BAN_EXPIRY_JOB_LOCK,
  intervalMs: 60_000,
  run: async (deps, tx) => {
    await restoreExpiredBans(deps, tx);
  },
};
