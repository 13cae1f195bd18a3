import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';
import { fanVotes, noticeRuns, notifications } from '#server/db/schema.ts';

/** A pending run as the job walks it. */
export type NoticeRunRow = Pick<
  typeof noticeRuns.$inferSelect,
  'id' | 'kind' | 'battleEventId' | 'silent' | 'afterVoteId' | 'afterKey' | 'subjectUserId'
>;

/** The result run of a finished battle (once: the id is the battle's). */
export async function enqueueResultRun(tx: DbOrTx, battleId: string): Promise<void> {
  await tx.execute(
    sql`INSERT INTO notice_runs (id, kind, battle_event_id) VALUES (${`result:${battleId}`}, 'result', ${battleId})
        ON CONFLICT (id) DO NOTHING`,
  );
}

/**
 * Finished battles whose end went by another road than notifyBattleFinished (demo data, a direct
 * write): their run starts here. Battles finished before the runs existed got a silent one in the
 * migration.
 */
export async function enqueueMissedResultRuns(tx: DbOrTx, limit: number): Promise<void> {
  await tx.execute(
    sql`INSERT INTO notice_runs (id, kind, battle_event_id)
        SELECT 'result:' || b.id, 'result', b.id FROM battle_events b
         WHERE b.status = 'finished'
           AND NOT EXISTS (SELECT 1 FROM notice_runs r WHERE r.id = 'result:' || b.id)
         LIMIT ${limit}
        ON CONFLICT (id) DO NOTHING`,
  );
}

/** A fighter's followers are told they joined the battle (once per battle and fighter). */
export async function enqueueJoinedRun(tx: DbOrTx, battleId: string, fighterId: string): Promise<void> {
  await tx.execute(
    sql`INSERT INTO notice_runs (id, kind, battle_event_id, subject_user_id)
        VALUES (${`joined:${battleId}:${fighterId}`}, 'joined', ${battleId}, ${fighterId})
        ON CONFLICT (id) DO NOTHING`,
  );
}

/** Running battles that close within `withinMs`: one closing reminder run each, once. */
export async function enqueueClosingRuns(
  tx: DbOrTx,
  now: Date,
  withinMs: number,
  limit: number,
): Promise<void> {
  const until = new Date(now.getTime() + withinMs);
  await tx.execute(
    sql`INSERT INTO notice_runs (id, kind, battle_event_id)
        SELECT 'closing:' || b.id, 'closing', b.id FROM battle_events b
         WHERE b.status IN ('waiting', 'ready', 'active')
           AND b.end_time > ${now.toISOString()}::timestamptz
           AND b.end_time <= ${until.toISOString()}::timestamptz
           AND NOT EXISTS (SELECT 1 FROM notice_runs r WHERE r.id = 'closing:' || b.id)
         LIMIT ${limit}
        ON CONFLICT (id) DO NOTHING`,
  );
}

export function pendingRuns(tx: DbOrTx, limit: number): Promise<NoticeRunRow[]> {
  return tx
    .select({
      id: noticeRuns.id,
      kind: noticeRuns.kind,
      battleEventId: noticeRuns.battleEventId,
      silent: noticeRuns.silent,
      afterVoteId: noticeRuns.afterVoteId,
      afterKey: noticeRuns.afterKey,
      subjectUserId: noticeRuns.subjectUserId,
    })
    .from(noticeRuns)
    .where(isNull(noticeRuns.doneAt))
    .orderBy(noticeRuns.createdAt, noticeRuns.id)
    .limit(limit);
}

/** The battle's fan votes after the run's cursor, in the order of their (battle, time, id) index. */
export function votesAfter(tx: DbOrTx, run: NoticeRunRow, limit: number) {
  const after =
    run.afterVoteId === null
      ? undefined
      : sql`(${fanVotes.createdAt}, ${fanVotes.id}) > (SELECT c.created_at, c.id FROM battle_event_user_votes c WHERE c.id = ${run.afterVoteId})`;
  return tx
    .select({ id: fanVotes.id, voterUserId: fanVotes.voterUserId })
    .from(fanVotes)
    .where(and(eq(fanVotes.battleEventId, run.battleEventId), after))
    .orderBy(fanVotes.createdAt, fanVotes.id)
    .limit(limit);
}

/** Which fighters each of these fans voted for in the battle (votes still counted). */
export async function picksOf(
  tx: DbOrTx,
  battleId: string,
  voterIds: string[],
): Promise<Map<string, string[]>> {
  if (voterIds.length === 0) return new Map();
  const rows = await queryRows<{ voter_user_id: string; picks: string[] }>(
    tx,
    sql`SELECT voter_user_id, array_agg(participant_user_id ORDER BY participant_user_id) AS picks
          FROM battle_event_user_votes
         WHERE voter_user_id IN (${sql.join(
           voterIds.map((v) => sql`${v}`),
           sql`, `,
         )}) AND battle_event_id = ${battleId} AND voided_at IS NULL
         GROUP BY voter_user_id`,
  );
  return new Map(rows.map((r) => [r.voter_user_id, r.picks]));
}

export interface SupporterRow {
  voterUserId: string;
  votes: number;
  backedChampion: boolean;
}

/**
 * Stores each fan's support once and adds it to their record; returns the fans stored now (the
 * ones a rerun already stored are left out, so they are neither counted nor told twice).
 */
export async function recordSupporters(
  tx: DbOrTx,
  battleId: string,
  rows: SupporterRow[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const values = sql.join(
    rows.map((r) => sql`(${battleId}, ${r.voterUserId}, ${r.votes}::int, ${r.backedChampion}::boolean)`),
    sql`, `,
  );
  const inserted = await queryRows<{ voter_user_id: string; votes: number; backed_champion: boolean }>(
    tx,
    sql`INSERT INTO battle_supporters (battle_event_id, voter_user_id, votes, backed_champion)
        VALUES ${values} ON CONFLICT DO NOTHING
        RETURNING voter_user_id, votes, backed_champion`,
  );
  if (inserted.length === 0) return [];
  const records = sql.join(
    inserted.map((r) => sql`(${r.voter_user_id}, ${r.votes}::int, 1, ${r.backed_champion ? 1 : 0}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`INSERT INTO fan_records AS f (user_id, votes_given, battles_supported, champions_backed)
        VALUES ${records}
        ON CONFLICT (user_id) DO UPDATE SET
          votes_given = f.votes_given + excluded.votes_given,
          battles_supported = f.battles_supported + excluded.battles_supported,
          champions_backed = f.champions_backed + excluded.champions_backed`,
  );
  return inserted.map((r) => r.voter_user_id);
}

export interface ResultRow {
  userId: string;
  votes: number;
  won: boolean;
}

/** Stores each fighter's result once and adds it to their record (a rerun adds nothing). */
export async function recordResults(tx: DbOrTx, battleId: string, rows: ResultRow[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${battleId}, ${r.userId}, ${r.votes}::int, ${r.won}::boolean)`),
    sql`, `,
  );
  const inserted = await queryRows<{ user_id: string; votes: number; won: boolean }>(
    tx,
    sql`INSERT INTO battle_results (battle_event_id, user_id, votes, won) VALUES ${values}
        ON CONFLICT DO NOTHING RETURNING user_id, votes, won`,
  );
  if (inserted.length === 0) return;
  const records = sql.join(
    inserted.map((r) => sql`(${r.user_id}, ${r.won ? 1 : 0}::int, ${r.votes}::int, 1)`),
    sql`, `,
  );
  await tx.execute(
    sql`INSERT INTO fighter_records AS f (user_id, wins, votes_received, battles) VALUES ${records}
        ON CONFLICT (user_id) DO UPDATE SET
          wins = f.wins + excluded.wins,
          votes_received = f.votes_received + excluded.votes_received,
          battles = f.battles + excluded.battles`,
  );
}

/** Moves the run's cursor to the vote walked last, or marks it done. */
export async function advanceRun(
  tx: DbOrTx,
  runId: string,
  lastVoteId: string | number | null,
  done: boolean,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`UPDATE notice_runs SET after_vote_id = coalesce(${lastVoteId}::bigint, after_vote_id),
          done_at = ${done ? now.toISOString() : null}::timestamptz
         WHERE id = ${runId}`,
  );
}

/** Moves a key walk's cursor (a followers run) to the key walked last, or marks it done. */
export async function advanceKeyRun(
  tx: DbOrTx,
  runId: string,
  lastKey: string | null,
  done: boolean,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`UPDATE notice_runs SET after_key = coalesce(${lastKey}, after_key),
          done_at = ${done ? now.toISOString() : null}::timestamptz
         WHERE id = ${runId}`,
  );
}

/** Stores the notices (a repeated dedupe key is skipped) and answers who got one now. */
export async function insertNotices(
  tx: DbOrTx,
  rows: { userId: string; type: string; title: string; body: string; link: string; dedupeKey: string }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing()
    .returning({ userId: notifications.userId });
  return inserted.map((r) => r.userId);
}

/** Of these users, those who opted in to e-mails, with their address and name. */
export async function emailRecipients(
  tx: DbOrTx,
  userIds: string[],
): Promise<{ userId: string; email: string; username: string }[]> {
  if (userIds.length === 0) return [];
  return queryRows<{ userId: string; email: string; username: string }>(
    tx,
    sql`SELECT s.user_id AS "userId", u.email, p.username FROM fan_settings s
          JOIN "user" u ON u.id = s.user_id JOIN profiles p ON p.id = s.user_id
         WHERE s.email_alerts AND s.user_id IN (${sql.join(
           userIds.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
}
