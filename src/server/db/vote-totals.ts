import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { queryRows } from './query.ts';
import { battleParticipants, participantVoteShards } from './schema.ts';

/**
 * A participant's vote total: the count kept on its row (guest and admin votes, and fans' votes
 * from before the shards) plus its fans' vote shards (docs/decisions/0004-vote-hot-path.md, 7).
 * Every reader of a total goes through this; `votes_count` alone is only part of it.
 *
 * For queries on `battle_event_participants` under its own name (Drizzle builders).
 */
export const participantVotesTotal: SQL<number> = sql<number>`(${battleParticipants.votesCount} + coalesce((
  SELECT sum(${participantVoteShards.votes}) FROM ${participantVoteShards}
   WHERE ${participantVoteShards.battleEventId} = ${battleParticipants.battleEventId}
     AND ${participantVoteShards.participantUserId} = ${battleParticipants.userId}), 0))::int`;

/** The same total for hand-written SQL where `battle_event_participants` goes by `alias`. */
export function participantVotesTotalOf(alias: string): SQL<number> {
  const bp = sql.raw(alias);
  return sql<number>`(${bp}.votes_count + coalesce((
    SELECT sum(vs.votes) FROM participant_vote_shards vs
     WHERE vs.battle_event_id = ${bp}.battle_event_id AND vs.participant_user_id = ${bp}.user_id), 0))::int`;
}

export interface VoteTotalKey {
  battleId: string;
  participantUserId: string;
}

export const voteTotalKey = (k: VoteTotalKey) => `${k.battleId}\u0000${k.participantUserId}`;

/** The current totals of the given participants, keyed by voteTotalKey (absent: no such participant). */
export async function readVoteTotals(db: DbOrTx, keys: VoteTotalKey[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const pairs = sql.join(
    keys.map((k) => sql`(${k.battleId}, ${k.participantUserId})`),
    sql`, `,
  );
  const rows = await queryRows<{ battle_event_id: string; user_id: string; total: number }>(
    db,
    sql`SELECT bp.battle_event_id, bp.user_id, ${participantVotesTotalOf('bp')} AS total
          FROM battle_event_participants bp
         WHERE (bp.battle_event_id, bp.user_id) IN (${pairs})`,
  );
  return new Map(
    rows.map((r) => [
      voteTotalKey({ battleId: r.battle_event_id, participantUserId: r.user_id }),
      Number(r.total),
    ]),
  );
}
