import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '#domain/battles/battle-lookup.ts';
import { DEFAULT_DISPLAY_MAX_PARTICIPANTS } from '#domain/battles/battle-status.ts';
import {
  keysetCondition,
  keysetOrder,
  type PageRequest,
  type SortKey,
  sortValueColumn,
} from '#server/admin/shared/keyset.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';
import { adminVotes, bans, battleParticipants, battles, profiles, userRoles } from '#server/db/schema.ts';
import { participantVotesTotal, participantVotesTotalOf } from '#server/db/vote-totals.ts';

// A battle's participants for the admin panel: the list, seats, joins and admin votes.
export interface AdminParticipantRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  username: string;
  avatar_url: string | null;
  instagram_handle: string | null;
  votes_count: number;
  admin_votes_count: number | string;
  joined_at: Date | string;
  is_banned: boolean;
  disqualified_at: Date | string | null;
  is_admin: boolean;
  is_staff: boolean;
  added_by: string | null;
  sort_value: string;
}

/**
 * The participants panel's order in one numeric key: most votes first, then the earliest join
 * (microseconds since the epoch, subtracted, stay below 10^16), so a keyset page needs one value.
 */
const participantKey = sql`(${participantVotesTotalOf('bp')}::numeric * 10000000000000000 - extract(epoch from bp.joined_at) * 1000000)`;
export const PARTICIPANT_SORT_KEY: SortKey = { key: participantKey, id: sql`bp.id::text`, type: 'numeric' };

function participantsSql(battleId: string, now: Date, where: SQL, order: SQL): SQL {
  return sql`SELECT bp.id, bp.user_id, coalesce(p.username, bp.username) AS username,
               coalesce(p.profile_picture_url, bp.avatar_url) AS avatar_url, p.instagram_handle,
               ${participantVotesTotalOf('bp')} AS votes_count, bp.joined_at,
               (SELECT count(*) FROM ${adminVotes} av
                 WHERE av.battle_event_id = bp.battle_event_id AND av.participant_user_id = bp.user_id
                   AND av.voided_at IS NULL) AS admin_votes_count,
               bp.disqualified_at,
               EXISTS (SELECT 1 FROM ${bans} b WHERE b.user_id = bp.user_id AND b.revoked_at IS NULL
                 AND (b.expires_at IS NULL OR b.expires_at > ${now.toISOString()}::timestamptz)) AS is_banned,
               EXISTS (SELECT 1 FROM ${userRoles} r WHERE r.user_id = bp.user_id AND r.role = 'admin') AS is_admin,
               EXISTS (SELECT 1 FROM ${userRoles} r WHERE r.user_id = bp.user_id) AS is_staff,
               bp.added_by,
               ${sortValueColumn(PARTICIPANT_SORT_KEY)}
        FROM ${battleParticipants} bp LEFT JOIN ${profiles} p ON p.id = bp.user_id
        WHERE bp.battle_event_id = ${battleId} ${where}
        ${order}`;
}

/** One participant of the battle by its row id (the answer to an add). */
export async function findParticipantRow(
  db: DbOrTx,
  battleId: string,
  participantId: string,
  now: Date,
): Promise<AdminParticipantRow | null> {
  const [row] = await queryRows<AdminParticipantRow>(
    db,
    participantsSql(battleId, now, sql`AND bp.id::text = ${participantId}`, sql``),
  );
  return row ?? null;
}

/** One page of a battle's participants, best first, optionally those whose name contains `q`. */
export function participantPageQuery(
  battleId: string,
  q: string | undefined,
  page: PageRequest,
  now: Date,
): SQL {
  const name = q ? sql`AND coalesce(p.username, bp.username) ILIKE ${containsPattern(q)}` : sql``;
  return participantsSql(
    battleId,
    now,
    sql`${name} ${keysetCondition(PARTICIPANT_SORT_KEY, 'desc', page)}`,
    keysetOrder(PARTICIPANT_SORT_KEY, 'desc', page),
  );
}

export function listParticipantPage(
  db: DbOrTx,
  battleId: string,
  q: string | undefined,
  page: PageRequest,
  now: Date,
): Promise<AdminParticipantRow[]> {
  return queryRows<AdminParticipantRow>(db, participantPageQuery(battleId, q, page, now));
}

/**
 * One entry of the battle by its row id. `forUpdate` holds it FOR UPDATE until the transaction
 * ends, as a removal or a disqualification must before voiding the fighter's votes (after closing
 * the battle's vote gate, db/vote-gate.ts, which holds off the fans' votes): a guest's or the
 * master's vote updates this row, so it either committed already, and the void sees it, or waits
 * and finds the fighter disqualified or gone (docs/decisions/0016-money-moves-by-the-rules.md).
 */
export async function findParticipant(
  db: DbOrTx,
  battleId: string,
  participantId: string,
  forUpdate = false,
) {
  const query = db
    .select()
    .from(battleParticipants)
    .where(
      and(
        eq(battleParticipants.battleEventId, battleId),
        sql`${battleParticipants.id}::text = ${participantId}`,
      ),
    )
    .limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** Takes one seat if the battle is below its maximum; returns the new count, or null when full. */
export async function takeSeat(db: DbOrTx, battleId: string): Promise<number | null> {
  const [row] = await db
    .update(battles)
    .set({ participantsCount: sql`${battles.participantsCount} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(battles.id, battleId),
        sql`${battles.participantsCount} < coalesce(${battles.maxParticipants}, ${DEFAULT_DISPLAY_MAX_PARTICIPANTS})`,
      ),
    )
    .returning({ participantsCount: battles.participantsCount });
  return row ? row.participantsCount : null;
}

/** One counted entry fewer (a removal or a disqualification); returns the new count. */
export async function releaseSeat(db: DbOrTx, battleId: string, now = new Date()): Promise<number> {
  const [row] = await db
    .update(battles)
    .set({
      participantsCount: sql`greatest(${battles.participantsCount} - 1, 0)`,
      updatedAt: now,
    })
    .where(eq(battles.id, battleId))
    .returning({ participantsCount: battles.participantsCount });
  return row?.participantsCount ?? 0;
}

export async function insertParticipant(
  db: DbOrTx,
  values: {
    battleEventId: string;
    userId: string;
    username: string;
    avatarUrl: string | null;
    joinedAt: Date;
    /** The staff member adding them (a user's own join leaves it null). */
    addedBy: string;
  },
): Promise<string> {
  const [row] = await db.insert(battleParticipants).values(values).returning({ id: battleParticipants.id });
  return row!.id;
}

export async function deleteParticipant(db: DbOrTx, battleId: string, participantId: string) {
  const rows = await db
    .delete(battleParticipants)
    .where(
      and(
        eq(battleParticipants.battleEventId, battleId),
        sql`${battleParticipants.id}::text = ${participantId}`,
      ),
    )
    .returning({ userId: battleParticipants.userId, username: battleParticipants.username });
  return rows[0] ?? null;
}

/**
 * The master's vote: the row and one more on the fighter's total, which is returned; null (the
 * caller refuses and rolls back) when the fighter was disqualified meanwhile. The UPDATE waits for
 * a disqualification holding the entry and re-checks it on the row as it was left, so a vote that
 * read the fighter before that committed is not counted (docs/decisions/0016-money-moves-by-the-rules.md).
 */
export async function addAdminVote(
  db: DbOrTx,
  input: { battleId: string; participantUserId: string; adminUserId: string; createdAt: Date },
): Promise<number | null> {
  await db.insert(adminVotes).values({
    battleEventId: input.battleId,
    participantUserId: input.participantUserId,
    adminUserId: input.adminUserId,
    createdAt: input.createdAt,
  });
  const [row] = await db
    .update(battleParticipants)
    .set({ unshardedVotes: sql`${battleParticipants.unshardedVotes} + 1` })
    .where(
      and(
        eq(battleParticipants.battleEventId, input.battleId),
        eq(battleParticipants.userId, input.participantUserId),
        isNull(battleParticipants.disqualifiedAt),
      ),
    )
    .returning({ votesCount: participantVotesTotal });
  return row ? row.votesCount : null;
}

/** The user's staff role, or null for a plain user. */
export async function staffRoleOf(db: DbOrTx, userId: string): Promise<'moderator' | 'admin' | null> {
  const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return row?.role ?? null;
}

export async function countAdminVotes(
  db: DbOrTx,
  battleId: string,
  participantUserId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminVotes)
    .where(
      and(
        eq(adminVotes.battleEventId, battleId),
        eq(adminVotes.participantUserId, participantUserId),
        isNull(adminVotes.voidedAt),
      ),
    );
  return row?.n ?? 0;
}

export async function findProfile(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ id: profiles.id, username: profiles.username, profilePictureUrl: profiles.profilePictureUrl })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return rows[0] ?? null;
}
