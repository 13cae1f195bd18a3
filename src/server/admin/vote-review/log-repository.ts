import { type SQL, sql } from 'drizzle-orm';
import type { VoteSource } from '#domain/schemas/vote-review.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';

export interface VoteLogFilter {
  battleId: string;
  participantUserId?: string | undefined;
  source?: VoteSource | undefined;
  from?: string | undefined;
  to?: string | undefined;
  flagId?: number | undefined;
}

/** Where a page starts: the last row's (created_at as Postgres prints it, source, id). */
export interface VoteLogPosition {
  t: string;
  s: VoteSource;
  i: number;
}

export interface VoteLogRow extends Record<string, unknown> {
  source: VoteSource;
  id: number | string;
  created_at: Date | string;
  created_at_text: string;
  participant_user_id: string;
  participant_username: string | null;
  voter_user_id: string | null;
  voter_username: string | null;
  account_age_hours: number | string | null;
  email_verified: boolean | null;
  network_hash: string | null;
  voided_at: Date | string | null;
  voided_by_username: string | null;
  void_reason: string | null;
  flag_ids: (number | string)[] | null;
}

function filters(f: VoteLogFilter, alias: string, source: VoteSource, after: VoteLogPosition | null): SQL {
  const parts: SQL[] = [sql`${sql.raw(alias)}.battle_event_id = ${f.battleId}`];
  if (after)
    parts.push(
      sql`(${sql.raw(alias)}.created_at, ${source}::text, ${sql.raw(alias)}.id) < (${after.t}::timestamptz, ${after.s}::text, ${after.i})`,
    );
  if (f.participantUserId) parts.push(sql`${sql.raw(alias)}.participant_user_id = ${f.participantUserId}`);
  if (f.from) parts.push(sql`${sql.raw(alias)}.created_at >= ${f.from}::timestamptz`);
  if (f.to) parts.push(sql`${sql.raw(alias)}.created_at < ${f.to}::timestamptz`);
  if (f.flagId)
    parts.push(
      sql`EXISTS (SELECT 1 FROM vote_flag_votes fv WHERE fv.flag_id = ${f.flagId}
                   AND fv.source = ${source} AND fv.vote_id = ${sql.raw(alias)}.id)`,
    );
  return sql.join(parts, sql` AND `);
}

const flagIdsOf = (source: VoteSource, alias: string) =>
  sql.raw(
    `ARRAY(SELECT fv.flag_id FROM vote_flag_votes fv WHERE fv.source = '${source}' AND fv.vote_id = ${alias}.id ORDER BY fv.flag_id)`,
  );

/**
 * One battle's votes of every source as one list, newest first, on the key (created_at, source,
 * id): each branch is a range scan of its table's (battle, created_at, id) index cut at `limit`,
 * and a page after `after` starts where the last one ended whatever was cast meanwhile.
 */
export function voteLogQuery(f: VoteLogFilter, after: VoteLogPosition | null, limit: number): SQL {
  const branches: SQL[] = [];
  const want = (s: VoteSource) => !f.source || f.source === s;
  if (want('fan'))
    branches.push(sql`SELECT 'fan'::text AS source, v.id, v.created_at, v.participant_user_id, v.voter_user_id,
        vp.username AS voter_username,
        round((extract(epoch FROM v.created_at - u.created_at) / 3600)::numeric, 1) AS account_age_hours,
        u.email_verified, NULL::text AS network_hash, v.voided_at, v.voided_by, v.void_reason,
        ${flagIdsOf('fan', 'v')} AS flag_ids
      FROM battle_event_user_votes v
      LEFT JOIN "user" u ON u.id = v.voter_user_id
      LEFT JOIN profiles vp ON vp.id = v.voter_user_id
      WHERE ${filters(f, 'v', 'fan', after)}
      ORDER BY v.created_at DESC, v.id DESC LIMIT ${limit}`);
  if (want('guest'))
    branches.push(sql`SELECT 'guest'::text AS source, g.id, g.created_at, g.participant_user_id,
        NULL::text AS voter_user_id, NULL::text AS voter_username, NULL::numeric AS account_age_hours,
        NULL::boolean AS email_verified, g.ip_hash AS network_hash, g.voided_at, g.voided_by, g.void_reason,
        ${flagIdsOf('guest', 'g')} AS flag_ids
      FROM guest_votes g WHERE ${filters(f, 'g', 'guest', after)}
      ORDER BY g.created_at DESC, g.id DESC LIMIT ${limit}`);
  if (want('admin'))
    branches.push(sql`SELECT 'admin'::text AS source, a.id, a.created_at, a.participant_user_id,
        a.admin_user_id AS voter_user_id, ap.username AS voter_username, NULL::numeric AS account_age_hours,
        NULL::boolean AS email_verified, NULL::text AS network_hash, a.voided_at, a.voided_by, a.void_reason,
        ${flagIdsOf('admin', 'a')} AS flag_ids
      FROM admin_votes a LEFT JOIN profiles ap ON ap.id = a.admin_user_id
      WHERE ${filters(f, 'a', 'admin', after)}
      ORDER BY a.created_at DESC, a.id DESC LIMIT ${limit}`);
  return sql`SELECT x.source, x.id, x.created_at, x.created_at::text AS created_at_text, x.participant_user_id,
        coalesce(pp.username, bp.username) AS participant_username, x.voter_user_id, x.voter_username,
        x.account_age_hours, x.email_verified, x.network_hash, x.voided_at,
        vb.username AS voided_by_username, x.void_reason, x.flag_ids
      FROM (${sql.join(
        branches.map((b) => sql`(${b})`),
        sql` UNION ALL `,
      )}) x
      LEFT JOIN battle_event_participants bp ON bp.battle_event_id = ${f.battleId} AND bp.user_id = x.participant_user_id
      LEFT JOIN profiles pp ON pp.id = x.participant_user_id
      LEFT JOIN profiles vb ON vb.id = x.voided_by
      ORDER BY x.created_at DESC, x.source DESC, x.id DESC
      LIMIT ${limit}`;
}

export function listVoteLog(
  db: DbOrTx,
  f: VoteLogFilter,
  after: VoteLogPosition | null,
  limit: number,
): Promise<VoteLogRow[]> {
  return queryRows<VoteLogRow>(db, voteLogQuery(f, after, limit));
}
