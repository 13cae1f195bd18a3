import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';

/** Most São Paulo days read back for the streaks: more than two years of daily votes. */
const DAYS_READ = 800;

export interface FanVoteRow {
  votesGiven: number;
  battlesSupported: number;
  championsBacked: number;
  /** 'yyyy-MM-dd' São Paulo days with a counted vote, newest first. */
  days: string[];
}

/**
 * A fan's counted votes (voided ones left out) on the (voter, battle) index, and the champions
 * she backed from the result runs' records (finished battles only).
 */
export async function readFanVotes(db: DbOrTx, userId: string): Promise<FanVoteRow> {
  const [counts, champions, days] = await Promise.all([
    queryRows<{ votes: number; battles: number }>(
      db,
      sql`SELECT count(*)::int AS votes, count(DISTINCT battle_event_id)::int AS battles
            FROM battle_event_user_votes WHERE voter_user_id = ${userId} AND voided_at IS NULL`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM battle_supporters
           WHERE voter_user_id = ${userId} AND backed_champion`,
    ),
    queryRows<{ day: string }>(
      db,
      sql`SELECT DISTINCT to_char(created_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS day
            FROM battle_event_user_votes WHERE voter_user_id = ${userId} AND voided_at IS NULL
           ORDER BY day DESC LIMIT ${DAYS_READ}`,
    ),
  ]);
  return {
    votesGiven: Number(counts[0]?.votes ?? 0),
    battlesSupported: Number(counts[0]?.battles ?? 0),
    championsBacked: Number(champions[0]?.n ?? 0),
    days: days.map((d) => d.day),
  };
}
