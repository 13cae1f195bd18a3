import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

type Num = number | string;
const TZ = 'America/Sao_Paulo';

/** Counts per São Paulo day ('yyyy-MM-dd') of rows created in [from, to). */
async function perDay(
  db: DbOrTx,
  table: 'battle_event_user_votes' | 'guest_votes' | 'admin_votes' | 'profiles',
  from: Date,
  to: Date,
) {
  const rows = await queryRows<{ day: string; n: Num }>(
    db,
    sql`SELECT to_char(created_at AT TIME ZONE ${TZ}, 'YYYY-MM-DD') AS day, count(*) AS n
        FROM ${sql.identifier(table)}
        WHERE created_at >= ${from.toISOString()}::timestamptz AND created_at < ${to.toISOString()}::timestamptz
        GROUP BY 1`,
  );
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

export function fanVotesPerDay(db: DbOrTx, from: Date, to: Date) {
  return perDay(db, 'battle_event_user_votes', from, to);
}
export function guestVotesPerDay(db: DbOrTx, from: Date, to: Date) {
  return perDay(db, 'guest_votes', from, to);
}
export function adminVotesPerDay(db: DbOrTx, from: Date, to: Date) {
  return perDay(db, 'admin_votes', from, to);
}
export function newUsersPerDay(db: DbOrTx, from: Date, to: Date) {
  return perDay(db, 'profiles', from, to);
}

export async function coinsPerDay(db: DbOrTx, from: Date, to: Date) {
  const rows = await queryRows<{ day: string; granted: Num; spent: Num }>(
    db,
    sql`SELECT to_char(created_at AT TIME ZONE ${TZ}, 'YYYY-MM-DD') AS day,
               coalesce(sum(amount) FILTER (WHERE type IN ('daily_grant','admin_add')), 0) AS granted,
               coalesce(-sum(amount) FILTER (WHERE type = 'vote_expense'), 0) AS spent
        FROM credit_transactions
        WHERE created_at >= ${from.toISOString()}::timestamptz AND created_at < ${to.toISOString()}::timestamptz
        GROUP BY 1`,
  );
  return new Map(rows.map((r) => [r.day, { granted: Number(r.granted), spent: Number(r.spent) }]));
}

/** Every vote (fans, guests, admin) cast in [from, to), as (battle, participant) pairs. */
const allVotes = (from: Date, to: Date) => sql`
  SELECT battle_event_id, participant_user_id FROM battle_event_user_votes
    WHERE created_at >= ${from.toISOString()}::timestamptz AND created_at < ${to.toISOString()}::timestamptz
  UNION ALL
  SELECT battle_event_id, participant_user_id FROM guest_votes
    WHERE created_at >= ${from.toISOString()}::timestamptz AND created_at < ${to.toISOString()}::timestamptz
  UNION ALL
  SELECT battle_event_id, participant_user_id FROM admin_votes
    WHERE created_at >= ${from.toISOString()}::timestamptz AND created_at < ${to.toISOString()}::timestamptz`;

export async function topBattles(db: DbOrTx, from: Date, to: Date, limit: number) {
  return queryRows<{ id: string; slug: string | null; title: string; status: string; votes: Num }>(
    db,
    sql`SELECT b.id, b.slug, b.title, b.status, count(*) AS votes
        FROM (${allVotes(from, to)}) v JOIN battle_events b ON b.id = v.battle_event_id
        GROUP BY b.id ORDER BY votes DESC, b.title LIMIT ${limit}`,
  );
}

export async function topParticipants(db: DbOrTx, from: Date, to: Date, limit: number) {
  return queryRows<{ user_id: string; username: string; profile_picture_url: string | null; votes: Num }>(
    db,
    sql`SELECT p.id AS user_id, p.username, p.profile_picture_url, count(*) AS votes
        FROM (${allVotes(from, to)}) v JOIN profiles p ON p.id = v.participant_user_id
        GROUP BY p.id ORDER BY votes DESC, p.username LIMIT ${limit}`,
  );
}
