import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  battles,
  fanVotes,
  notifications,
  profiles,
  session,
  user,
  userRoles,
  wallets,
} from '#server/db/schema.ts';
import { type SessionViewerRow, viewerColumns } from './viewer-repository.ts';

/**
 * The viewer of each session token asked for in one turn of the event loop, read in one statement
 * (docs/decisions/0028-viewer-lookups-together.md): under load every signed-in request starts with
 * this read, and on this machine a round trip's two socket calls cost more than the rest of a
 * signed-in JSON answer. A statement answers up to MAX_BATCH lookups, each its own row of a VALUES
 * list (the token, the battle whose votes to read or '', whether to count unread notifications,
 * the request's time) matched back to its caller by position.
 */

export interface ViewerLookup {
  token: string;
  now: Date;
  unreadNotifications: boolean;
  /** A battle's id or slug: the viewer's votes there come with the row. */
  votedIn: string | undefined;
}

interface Pending extends ViewerLookup {
  resolve: (row: SessionViewerRow | null) => void;
  reject: (error: unknown) => void;
}

/** Lookups per statement; more wait for the next one in the same turn. */
const MAX_BATCH = 32;
/** Statement sizes: a batch is padded to the next (a few prepared statements, not 32). */
const SIZES = [1, 2, 4, 8, 16, 32] as const;

function lookupsStatement(db: Db, size: number) {
  const keys: SQL[] = [];
  for (let j = 0; j < size; j += 1) {
    keys.push(
      sql`(${sql.raw(String(j))}, ${sql.placeholder(`t${j}`)}::text, ${sql.placeholder(`b${j}`)}::text, ${sql.placeholder(`u${j}`)}::boolean, ${sql.placeholder(`n${j}`)}::timestamptz)`,
    );
  }
  return db
    .select({
      at: sql<number>`k.at`,
      sessionExpiresAt: session.expiresAt,
      ...viewerColumns,
      // Counted on notifications_user_created_idx, only for a page's header (toMe).
      unreadNotifications: sql<
        number | null
      >`case when k.unread then (select count(*)::int from ${notifications} n where n.user_id = ${user.id} and n.read_at is null) end`,
      votedBattleId: sql<string | null>`voted.battle_id`,
      votedIds: sql<string[] | null>`voted.participant_user_ids`,
      banReason: sql<string | null>`ban.reason`,
      banBy: sql<string | null>`ban.banned_by_username`,
      banExpiresMs: sql<number | null>`ban.expires_ms`,
    })
    .from(sql`(values ${sql.join(keys, sql`, `)}) as k(at, token, battle, unread, now)`)
    .innerJoin(session, eq(session.token, sql`k.token`))
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .leftJoin(wallets, eq(wallets.userId, user.id))
    .leftJoin(
      sql`lateral (
        select b.reason, bp.username as banned_by_username,
               (extract(epoch from b.expires_at) * 1000)::float8 as expires_ms
          from bans b left join profiles bp on bp.id = b.banned_by
         where b.user_id = ${user.id} and b.revoked_at is null
           and (b.expires_at is null or b.expires_at > k.now)
         order by b.created_at desc
         limit 1) as ban`,
      sql`true`,
    )
    .leftJoin(
      // The battle as getBattleDetail finds it (a slug first, then an id), with this viewer's
      // votes there, read on battle_votes_battle_participant_voter_uq as votedParticipantIds does.
      sql`lateral (
        select b.id as battle_id,
               coalesce((select array_agg(v.participant_user_id) from ${fanVotes} v
                          where v.battle_event_id = b.id and v.voter_user_id = ${user.id}
                            and not v.entry_removed), '{}') as participant_user_ids
          from ${battles} b
         where k.battle <> '' and (b.slug = k.battle or b.id = k.battle)
         order by (b.slug = k.battle) desc nulls last
         limit 1) as voted`,
      sql`true`,
    )
    .prepare(`viewers_by_session_tokens_${size}`);
}

type LookupsStatement = ReturnType<typeof lookupsStatement>;
type LookupRow = Awaited<ReturnType<LookupsStatement['execute']>>[number];

function toSessionViewer(row: LookupRow): SessionViewerRow {
  const { at: _at, banReason, banBy, banExpiresMs, votedBattleId, votedIds, ...viewer } = row;
  return {
    ...viewer,
    votedIn: votedBattleId ? { battleId: votedBattleId, participantUserIds: votedIds ?? [] } : null,
    ban:
      banReason === null
        ? null
        : {
            reason: banReason,
            bannedByUsername: banBy,
            expiresAt: banExpiresMs === null ? null : new Date(Number(banExpiresMs)),
          },
  };
}

/** The lookups of one database: its statements (built once each) and what waits for the next one. */
class SessionViewerLookups {
  private readonly statements = new Map<number, LookupsStatement>();
  private waiting: Pending[] = [];

  constructor(private readonly db: Db) {}

  find(lookup: ViewerLookup): Promise<SessionViewerRow | null> {
    return new Promise((resolve, reject) => {
      // The first lookup of a turn sends the statement once this turn's requests have asked too.
      if (this.waiting.length === 0) setImmediate(() => this.send());
      this.waiting.push({ ...lookup, resolve, reject });
    });
  }

  private send() {
    const all = this.waiting;
    this.waiting = [];
    for (let from = 0; from < all.length; from += MAX_BATCH) void this.run(all.slice(from, from + MAX_BATCH));
  }

  private async run(batch: Pending[]) {
    const size = SIZES.find((s) => s >= batch.length) ?? MAX_BATCH;
    let statement = this.statements.get(size);
    if (!statement) {
      statement = lookupsStatement(this.db, size);
      this.statements.set(size, statement);
    }
    const values: Record<string, unknown> = {};
    for (let j = 0; j < size; j += 1) {
      // Padding: a token no session has, asking for nothing.
      const lookup = batch[j];
      values[`t${j}`] = lookup?.token ?? '';
      values[`b${j}`] = lookup?.votedIn ?? '';
      values[`u${j}`] = lookup?.unreadNotifications ?? false;
      values[`n${j}`] = (lookup?.now ?? new Date(0)).toISOString();
    }
    try {
      const rows = await statement.execute(values);
      const found = new Map<number, LookupRow>();
      for (const row of rows) found.set(Number(row.at), row);
      batch.forEach((pending, j) => {
        const row = found.get(j);
        pending.resolve(row ? toSessionViewer(row) : null);
      });
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  }
}

const lookupsByDb = new WeakMap<Db, SessionViewerLookups>();

/**
 * The session of a token with its user's viewer fields and active ban (not revoked, not expired, as
 * bans/repository findActiveBan decides), with the unread count and the votes in a battle when
 * asked for; null when no session has this token. Lookups of the same turn share one statement.
 */
export function findViewerBySessionToken(
  db: Db,
  token: string,
  now: Date,
  options: { unreadNotifications?: boolean; votedIn?: string } = {},
): Promise<SessionViewerRow | null> {
  let lookups = lookupsByDb.get(db);
  if (!lookups) {
    lookups = new SessionViewerLookups(db);
    lookupsByDb.set(db, lookups);
  }
  return lookups.find({
    token,
    now,
    unreadNotifications: options.unreadNotifications === true,
    votedIn: options.votedIn,
  });
}
