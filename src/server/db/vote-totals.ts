import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { queryRows } from './query.ts';

/**
 * A fighter's vote total as one SQL expression over its `battle_event_participants` row known as
 * `alias`: the votes counted on the row (`unsharded_votes`: guests', admins' and fans' from before
 * the shards) plus its fans' vote shards (docs/decisions/0004-vote-hot-path.md, 7). Every reader
 * of a total goes through this; cast_vote() (db/functions/cast-vote.sql) writes the same sum.
 * An expression rather than a view so that an UPDATE ... RETURNING reads the row it just changed.
 */
export function voteTotalSql(alias: string): string {
  return `(${alias}.unsharded_votes + coalesce((
    SELECT sum(vs.votes) FROM participant_vote_shards vs
     WHERE vs.battle_event_id = ${alias}.battle_event_id AND vs.participant_user_id = ${alias}.user_id), 0))::int`;
}

/** The total for hand-written SQL where `battle_event_participants` goes by `alias`. */
export function participantVotesTotalOf(alias: string): SQL<number> {
  return sql<number>`${sql.raw(voteTotalSql(alias))}`;
}

/** The total for Drizzle builders on `battle_event_participants` under its own name. */
export const participantVotesTotal: SQL<number> = participantVotesTotalOf('"battle_event_participants"');

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
