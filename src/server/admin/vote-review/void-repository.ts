import { sql } from 'drizzle-orm';
import type { VoteSource } from '#domain/schemas/vote-review.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';
import { participantVotesTotalOf } from '#server/db/vote-totals.ts';

/** The table of each vote source; the three share the void columns. */
export const VOTE_TABLES: Record<VoteSource, string> = {
  fan: 'battle_event_user_votes',
  guest: 'guest_votes',
  admin: 'admin_votes',
};

export interface VoidedVote {
  source: VoteSource;
  id: number;
  participantUserId: string;
  /** The fan who paid for it; null for guests' and admins' votes. */
  voterUserId: string | null;
}

/**
 * Which votes of one battle to void: ids per source, every vote for one fighter, or every vote of
 * the battle (it is being deleted).
 */
export type VoteSelection =
  | { ids: Record<VoteSource, number[]> }
  | { participantUserId: string }
  | { wholeBattle: true };

/**
 * Marks the selected votes of one battle voided (those not voided yet) and returns them. The rows
 * stay: a voided fan vote keeps its place in the unique index, so the fan cannot vote again,
 * unless `entryRemoved` (the fighter's entry is being removed): then it leaves the index and the fan
 * may vote for the fighter's next entry (docs/decisions/0016-money-moves-by-the-rules.md).
 */
export async function markVoided(
  tx: DbOrTx,
  battleId: string,
  selection: VoteSelection,
  mark: { now: Date; actorId: string | null; reason: string; entryRemoved: boolean },
): Promise<VoidedVote[]> {
  const out: VoidedVote[] = [];
  for (const source of ['fan', 'guest', 'admin'] as const) {
    let which: ReturnType<typeof sql>;
    if ('ids' in selection) {
      const ids = selection.ids[source];
      if (ids.length === 0) continue;
      which = sql`AND id = ANY(${`{${ids.join(',')}}`}::bigint[])`;
    } else if ('participantUserId' in selection) {
      which = sql`AND participant_user_id = ${selection.participantUserId}`;
    } else {
      which = sql``;
    }
    const voter = source === 'fan' ? sql`voter_user_id` : sql`NULL::text`;
    const rows = await queryRows<{ id: number | string; participant_user_id: string; voter: string | null }>(
      tx,
      sql`UPDATE ${sql.raw(VOTE_TABLES[source])}
             SET voided_at = ${mark.now.toISOString()}::timestamptz, voided_by = ${mark.actorId},
                 void_reason = ${mark.reason}, entry_removed = ${mark.entryRemoved}
           WHERE battle_event_id = ${battleId} AND voided_at IS NULL ${which}
       RETURNING id, participant_user_id, ${voter} AS voter`,
    );
    for (const r of rows) {
      out.push({ source, id: Number(r.id), participantUserId: r.participant_user_id, voterUserId: r.voter });
    }
  }
  return out;
}

/**
 * Takes `count` votes off a fighter's total: from its count shards first, then from the row's own
 * count (db/vote-totals.ts: the total is their sum, so where they come from does not matter). The
 * row is locked FOR NO KEY UPDATE, which lets cast_vote()'s key-share check through, so a vote
 * being cast meanwhile neither waits on this nor deadlocks with it. Returns the new total.
 */
export async function subtractFromTotal(
  tx: DbOrTx,
  battleId: string,
  participantUserId: string,
  count: number,
): Promise<number> {
  await queryRows(
    tx,
    sql`SELECT 1 FROM battle_event_participants
         WHERE battle_event_id = ${battleId} AND user_id = ${participantUserId} FOR NO KEY UPDATE`,
  );
  let left = count;
  const shards = await queryRows<{ shard: number; votes: number }>(
    tx,
    sql`SELECT shard, votes FROM participant_vote_shards
         WHERE battle_event_id = ${battleId} AND participant_user_id = ${participantUserId} AND votes > 0
         ORDER BY votes DESC FOR UPDATE`,
  );
  for (const s of shards) {
    if (left === 0) break;
    const take = Math.min(left, Number(s.votes));
    await tx.execute(
      sql`UPDATE participant_vote_shards SET votes = votes - ${take}
           WHERE battle_event_id = ${battleId} AND participant_user_id = ${participantUserId} AND shard = ${s.shard}`,
    );
    left -= take;
  }
  const [row] = await queryRows<{ total: number }>(
    tx,
    sql`UPDATE battle_event_participants bp SET unsharded_votes = greatest(0, bp.unsharded_votes - ${left})
         WHERE bp.battle_event_id = ${battleId} AND bp.user_id = ${participantUserId}
     RETURNING ${participantVotesTotalOf('bp')} AS total`,
  );
  return Number(row?.total ?? 0);
}

/**
 * One YodCoin back per voided fan vote: the wallet credited and one `vote_refund` ledger row per
 * vote, so every wallet still equals the sum of its ledger.
 */
export async function refundFanVotes(
  tx: DbOrTx,
  battleId: string,
  votes: VoidedVote[],
  refund: { now: Date; actorId: string | null; usernames: Map<string, string> },
): Promise<Map<string, number>> {
  const perVoter = new Map<string, number>();
  // Wallets in one order (by voter id), so two voids never lock two wallets in opposite orders.
  const byVoter = (a: VoidedVote, b: VoidedVote) =>
    (a.voterUserId ?? '').localeCompare(b.voterUserId ?? '') || a.id - b.id;
  for (const v of [...votes].sort(byVoter)) {
    if (!v.voterUserId) continue;
    perVoter.set(v.voterUserId, (perVoter.get(v.voterUserId) ?? 0) + 1);
    const name = refund.usernames.get(v.participantUserId) ?? 'participante';
    await tx.execute(
      sql`INSERT INTO credit_transactions
            (user_id, type, amount, description, battle_event_id, participant_user_id, actor_user_id, created_at)
          VALUES (${v.voterUserId}, 'vote_refund', 1, ${`Estorno de voto em ${name}`}, ${battleId},
                  ${v.participantUserId}, ${refund.actorId}, ${refund.now.toISOString()}::timestamptz)`,
    );
  }
  for (const [voter, n] of perVoter) {
    await tx.execute(
      sql`UPDATE user_credits SET balance = balance + ${n}, updated_at = ${refund.now.toISOString()}::timestamptz
           WHERE user_id = ${voter}`,
    );
  }
  return perVoter;
}

/** The battle's participants' names, for ledger descriptions and notifications. */
export async function participantNames(tx: DbOrTx, battleId: string): Promise<Map<string, string>> {
  const rows = await queryRows<{ user_id: string; username: string }>(
    tx,
    sql`SELECT bp.user_id, coalesce(p.username, bp.username) AS username
          FROM battle_event_participants bp LEFT JOIN profiles p ON p.id = bp.user_id
         WHERE bp.battle_event_id = ${battleId}`,
  );
  return new Map(rows.map((r) => [r.user_id, r.username]));
}

/** The battle's disqualified fighters. */
export async function disqualifiedIn(db: DbOrTx, battleId: string): Promise<Set<string>> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`SELECT user_id FROM battle_event_participants
         WHERE battle_event_id = ${battleId} AND disqualified_at IS NOT NULL`,
  );
  return new Set(rows.map((r) => r.user_id));
}
