import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { RankingResponse } from '#domain/schemas/fans.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { fanRecords, fighterRecords, profiles } from '#server/db/schema.ts';

/** Not banned now (nor deleted: the records go with the account). */
const notBanned = (table: string, now: Date) =>
  sql.raw(`NOT EXISTS (SELECT 1 FROM bans b WHERE b.user_id = ${table}.user_id AND b.revoked_at IS NULL
        AND (b.expires_at IS NULL OR b.expires_at > '${now.toISOString()}'::timestamptz))`);

/** The top fighters, read off fighter_records_rank_idx in its order (no sort of every record). */
export function topFighters(db: DbOrTx, limit: number, now: Date): Promise<RankingResponse['fighters']> {
  return db
    .select({
      username: profiles.username,
      profilePictureUrl: profiles.profilePictureUrl,
      wins: fighterRecords.wins,
      votesReceived: fighterRecords.votesReceived,
      battles: fighterRecords.battles,
    })
    .from(fighterRecords)
    .innerJoin(profiles, eq(profiles.id, fighterRecords.userId))
    .where(
      and(
        or(gt(fighterRecords.wins, 0), gt(fighterRecords.votesReceived, 0)),
        notBanned('fighter_records', now),
      ),
    )
    .orderBy(
      sql`${fighterRecords.wins} DESC NULLS LAST`,
      sql`${fighterRecords.votesReceived} DESC NULLS LAST`,
      fighterRecords.userId,
    )
    .limit(limit);
}

/** The top fans, read off fan_records_rank_idx in its order. */
export function topFans(db: DbOrTx, limit: number, now: Date): Promise<RankingResponse['fans']> {
  return db
    .select({
      username: profiles.username,
      profilePictureUrl: profiles.profilePictureUrl,
      votesGiven: fanRecords.votesGiven,
      battlesSupported: fanRecords.battlesSupported,
      championsBacked: fanRecords.championsBacked,
    })
    .from(fanRecords)
    .innerJoin(profiles, eq(profiles.id, fanRecords.userId))
    .where(and(gt(fanRecords.votesGiven, 0), notBanned('fan_records', now)))
    .orderBy(
      sql`${fanRecords.votesGiven} DESC NULLS LAST`,
      sql`${fanRecords.championsBacked} DESC NULLS LAST`,
      fanRecords.userId,
    )
    .limit(limit);
}
