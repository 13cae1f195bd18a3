import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { VOTE_FLAG_WINDOW_MS } from '#domain/schemas/vote-review.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';
import { battleParticipants, profiles, voteFlags } from '#server/db/schema.ts';

const WINDOW_SECONDS = VOTE_FLAG_WINDOW_MS / 1000;
/** The 10-minute window a vote falls in, as SQL over its `created_at` column. */
const windowOf = (column: string) =>
  sql.raw(`to_timestamp(floor(extract(epoch FROM ${column}) / ${WINDOW_SECONDS}) * ${WINDOW_SECONDS})`);

export interface Thresholds {
  newAccountVotes: number;
  guestNetworkVotes: number;
  signupNetworkAccounts: number;
}

export async function flaggedUntil(tx: DbOrTx): Promise<Date | null> {
  const [row] = await queryRows<{ flagged_until: Date | string }>(
    tx,
    sql`SELECT flagged_until FROM vote_flag_state WHERE id = 1`,
  );
  return row ? new Date(row.flagged_until) : null;
}

export async function setFlaggedUntil(tx: DbOrTx, until: Date): Promise<void> {
  await tx.execute(
    sql`INSERT INTO vote_flag_state (id, flagged_until) VALUES (1, ${until.toISOString()}::timestamptz)
        ON CONFLICT (id) DO UPDATE SET flagged_until = excluded.flagged_until`,
  );
}

/**
 * Flags every burst of [from, until) (whole 10-minute windows) above the thresholds, with the
 * votes behind each flag. A window already flagged is left alone (the unique index), so a re-run
 * adds nothing. Voided votes are not counted. Returns how many flags were added.
 */
export async function flagWindows(
  tx: DbOrTx,
  from: Date,
  until: Date,
  t: Thresholds,
  now: Date,
): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const young = sql`u.created_at > v.created_at - interval '24 hours'`;
  const statements = [
    // More than N fan votes for one fighter from accounts younger than 24 h.
    sql`WITH f AS (
          INSERT INTO vote_flags (battle_event_id, participant_user_id, kind, window_start, network, votes_count, created_at)
          SELECT v.battle_event_id, v.participant_user_id, 'new_accounts', ${windowOf('v.created_at')}, '', count(*), ${at}
            FROM battle_event_user_votes v JOIN "user" u ON u.id = v.voter_user_id
           WHERE v.created_at >= ${from.toISOString()}::timestamptz AND v.created_at < ${until.toISOString()}::timestamptz
             AND v.voided_at IS NULL AND ${young}
           GROUP BY 1, 2, 4 HAVING count(*) > ${t.newAccountVotes}
          ON CONFLICT DO NOTHING RETURNING id, battle_event_id, participant_user_id, window_start)
        INSERT INTO vote_flag_votes (flag_id, source, vote_id)
        SELECT f.id, 'fan', v.id FROM f
          JOIN battle_event_user_votes v ON v.battle_event_id = f.battle_event_id
           AND v.participant_user_id = f.participant_user_id AND v.voided_at IS NULL
           AND v.created_at >= f.window_start AND v.created_at < f.window_start + interval '10 minutes'
          JOIN "user" u ON u.id = v.voter_user_id AND ${young}`,
    // More than N guest votes for one fighter from one IPv6 /48 or IPv4 /24.
    sql`WITH f AS (
          INSERT INTO vote_flags (battle_event_id, participant_user_id, kind, window_start, network, votes_count, created_at)
          SELECT g.battle_event_id, g.participant_user_id, 'guest_network', ${windowOf('g.created_at')},
                 g.wide_network_hash, count(*), ${at}
            FROM guest_votes g
           WHERE g.created_at >= ${from.toISOString()}::timestamptz AND g.created_at < ${until.toISOString()}::timestamptz
             AND g.voided_at IS NULL AND g.wide_network_hash IS NOT NULL
           GROUP BY 1, 2, 4, 5 HAVING count(*) > ${t.guestNetworkVotes}
          ON CONFLICT DO NOTHING RETURNING id, battle_event_id, participant_user_id, window_start, network)
        INSERT INTO vote_flag_votes (flag_id, source, vote_id)
        SELECT f.id, 'guest', g.id FROM f
          JOIN guest_votes g ON g.battle_event_id = f.battle_event_id
           AND g.participant_user_id = f.participant_user_id AND g.voided_at IS NULL
           AND g.wide_network_hash = f.network
           AND g.created_at >= f.window_start AND g.created_at < f.window_start + interval '10 minutes'`,
    // More than N accounts signed up from one network within 24 h voting for one fighter.
    sql`WITH f AS (
          INSERT INTO vote_flags (battle_event_id, participant_user_id, kind, window_start, network, votes_count, created_at)
          SELECT v.battle_event_id, v.participant_user_id, 'signup_network', ${windowOf('v.created_at')},
                 p.signup_network, count(DISTINCT v.voter_user_id), ${at}
            FROM battle_event_user_votes v
            JOIN "user" u ON u.id = v.voter_user_id
            JOIN profiles p ON p.id = v.voter_user_id
           WHERE v.created_at >= ${from.toISOString()}::timestamptz AND v.created_at < ${until.toISOString()}::timestamptz
             AND v.voided_at IS NULL AND p.signup_network IS NOT NULL AND ${young}
           GROUP BY 1, 2, 4, 5 HAVING count(DISTINCT v.voter_user_id) > ${t.signupNetworkAccounts}
          ON CONFLICT DO NOTHING RETURNING id, battle_event_id, participant_user_id, window_start, network)
        INSERT INTO vote_flag_votes (flag_id, source, vote_id)
        SELECT f.id, 'fan', v.id FROM f
          JOIN battle_event_user_votes v ON v.battle_event_id = f.battle_event_id
           AND v.participant_user_id = f.participant_user_id AND v.voided_at IS NULL
           AND v.created_at >= f.window_start AND v.created_at < f.window_start + interval '10 minutes'
          JOIN "user" u ON u.id = v.voter_user_id AND ${young}
          JOIN profiles p ON p.id = v.voter_user_id AND p.signup_network = f.network`,
  ];
  const before = await countFlags(tx);
  for (const statement of statements) await tx.execute(statement);
  return (await countFlags(tx)) - before;
}

async function countFlags(tx: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(tx, sql`SELECT count(*) AS n FROM vote_flags`);
  return Number(row?.n ?? 0);
}

const flagColumns = {
  id: voteFlags.id,
  battleEventId: voteFlags.battleEventId,
  kind: voteFlags.kind,
  participantUserId: voteFlags.participantUserId,
  // The battle row keeps the name of a fighter whose profile is gone.
  participantUsername: sql<string | null>`coalesce(${profiles.username}, ${battleParticipants.username})`,
  windowStart: voteFlags.windowStart,
  votesCount: voteFlags.votesCount,
  network: voteFlags.network,
  review: voteFlags.review,
  reviewedAt: voteFlags.reviewedAt,
};

function flagsWithNames(tx: DbOrTx, where: SQL | undefined) {
  return tx
    .select(flagColumns)
    .from(voteFlags)
    .leftJoin(
      battleParticipants,
      and(
        eq(battleParticipants.battleEventId, voteFlags.battleEventId),
        eq(battleParticipants.userId, voteFlags.participantUserId),
      ),
    )
    .leftJoin(profiles, eq(profiles.id, voteFlags.participantUserId))
    .where(where);
}

export type FlagRow = Awaited<ReturnType<typeof flagsWithNames>>[number];

/** A battle's flags, open ones first, newest window first. */
export function battleFlags(tx: DbOrTx, battleId: string): Promise<FlagRow[]> {
  return flagsWithNames(tx, eq(voteFlags.battleEventId, battleId))
    .orderBy(sql`(${voteFlags.reviewedAt} IS NULL) DESC`, desc(voteFlags.windowStart), desc(voteFlags.id))
    .limit(500);
}

export async function findFlag(
  tx: DbOrTx,
  battleId: string,
  flagId: number,
  forUpdate = false,
): Promise<FlagRow | null> {
  const query = flagsWithNames(tx, and(eq(voteFlags.battleEventId, battleId), eq(voteFlags.id, flagId)));
  const [row] = forUpdate ? await query.for('update', { of: voteFlags }) : await query;
  return row ?? null;
}

/** The votes behind a flag, by source. */
export async function flagVoteIds(tx: DbOrTx, flagId: number) {
  const rows = await queryRows<{ source: 'fan' | 'guest' | 'admin'; vote_id: number | string }>(
    tx,
    sql`SELECT source, vote_id FROM vote_flag_votes WHERE flag_id = ${flagId}`,
  );
  const ids = { fan: [] as number[], guest: [] as number[], admin: [] as number[] };
  for (const r of rows) ids[r.source].push(Number(r.vote_id));
  return ids;
}

export async function reviewFlag(
  tx: DbOrTx,
  flagId: number,
  review: { now: Date; actorId: string; review: 'voided' | 'dismissed' },
): Promise<void> {
  await tx.execute(
    sql`UPDATE vote_flags SET reviewed_at = ${review.now.toISOString()}::timestamptz,
           reviewed_by = ${review.actorId}, review = ${review.review}
         WHERE id = ${flagId} AND reviewed_at IS NULL`,
  );
}

/** Open flags of the battle whose every vote is voided now count as reviewed (voided). */
export async function closeSpentFlags(
  tx: DbOrTx,
  battleId: string,
  review: { now: Date; actorId: string | null },
): Promise<void> {
  await tx.execute(
    sql`UPDATE vote_flags f SET reviewed_at = ${review.now.toISOString()}::timestamptz,
           reviewed_by = ${review.actorId}, review = 'voided'
         WHERE f.battle_event_id = ${battleId} AND f.reviewed_at IS NULL
           AND NOT EXISTS (
             SELECT 1 FROM vote_flag_votes fv
              WHERE fv.flag_id = f.id AND (
                (fv.source = 'fan' AND EXISTS (SELECT 1 FROM battle_event_user_votes v
                   WHERE v.id = fv.vote_id AND v.voided_at IS NULL))
                OR (fv.source = 'guest' AND EXISTS (SELECT 1 FROM guest_votes g
                   WHERE g.id = fv.vote_id AND g.voided_at IS NULL))
                OR (fv.source = 'admin' AND EXISTS (SELECT 1 FROM admin_votes a
                   WHERE a.id = fv.vote_id AND a.voided_at IS NULL))))`,
  );
}

/** Open flags across battles, for the dashboard: battle, title and count, most flags first. */
export async function openFlagsByBattle(tx: DbOrTx, limit: number) {
  return queryRows<{
    battle_event_id: string;
    title: string;
    slug: string | null;
    open_flags: number | string;
  }>(
    tx,
    sql`SELECT f.battle_event_id, b.title, b.slug, count(*) AS open_flags
          FROM vote_flags f JOIN battle_events b ON b.id = f.battle_event_id
         WHERE f.reviewed_at IS NULL
         GROUP BY f.battle_event_id, b.title, b.slug
         ORDER BY count(*) DESC, f.battle_event_id LIMIT ${limit}`,
  );
}
