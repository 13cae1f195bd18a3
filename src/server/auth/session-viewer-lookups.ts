import DataLoader from 'dataloader';
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
import { statementName } from '#server/db/statement-names.ts';
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
      // The battle as the vote finds it (its id first, then a slug: an id wins over an older slug
      // equal to it), with this viewer's votes there, read on
      // battle_votes_battle_participant_voter_uq as votedParticipantIds does.
      sql`lateral (
        select b.id as battle_id,
               coalesce((select array_agg(v.participant_user_id) from ${fanVotes} v
                          where v.battle_event_id = b.id and v.voter_user_id = ${user.id}
                            and not v.entry_removed), '{}') as participant_user_ids
          from ${battles} b
         where k.battle <> '' and (b.slug = k.battle or b.id = k.battle)
         order by (b.id = k.battle) desc nulls last
         limit 1) as voted`,
      sql`true`,
    )
    .prepare(statementName(db, `viewers_by_session_tokens_${size}`));
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

/** What the lookups of one database have done, for /metrics. */
export interface LookupCounts {
  statements: number;
  lookups: number;
  failedStatements: number;
  /** Statements by the batch size they were padded to (1, 2, 4 … MAX_BATCH): how full batches run. */
  statementsBySize: Map<number, number>;
}

/**
 * The lookups of one database: a DataLoader gathers those asked for in one turn (scheduled with
 * setImmediate, after every socket ready in the turn was read, not at the end of the current
 * promise jobs, which would send a statement per request) and splits them into statements of
 * MAX_BATCH; a statement that fails rejects the lookups of its batch, and only those.
 */
class SessionViewerLookups {
  private readonly statements = new Map<number, LookupsStatement>();
  readonly counts: LookupCounts = {
    statements: 0,
    lookups: 0,
    failedStatements: 0,
    statementsBySize: new Map(),
  };
  readonly loader: DataLoader<ViewerLookup, SessionViewerRow | null>;

  constructor(private readonly db: Db) {
    this.loader = new DataLoader((batch) => this.run(batch), {
      cache: false,
      maxBatchSize: MAX_BATCH,
      batchScheduleFn: (send) => setImmediate(send),
    });
  }

  private statement(size: number): LookupsStatement {
    let statement = this.statements.get(size);
    if (!statement) {
      statement = lookupsStatement(this.db, size);
      this.statements.set(size, statement);
    }
    return statement;
  }

  private async run(batch: readonly ViewerLookup[]): Promise<(SessionViewerRow | null)[]> {
    this.counts.statements += 1;
    this.counts.lookups += batch.length;
    try {
      const size = SIZES.find((s) => s >= batch.length) ?? MAX_BATCH;
      this.counts.statementsBySize.set(size, (this.counts.statementsBySize.get(size) ?? 0) + 1);
      const values: Record<string, unknown> = {};
      for (let j = 0; j < size; j += 1) {
        // Padding: a token no session has, asking for nothing.
        const lookup = batch[j];
        values[`t${j}`] = lookup?.token ?? '';
        values[`b${j}`] = lookup?.votedIn ?? '';
        values[`u${j}`] = lookup?.unreadNotifications ?? false;
        values[`n${j}`] = (lookup?.now ?? new Date(0)).toISOString();
      }
      const rows = await this.statement(size).execute(values);
      const found = new Map<number, LookupRow>();
      for (const row of rows) found.set(Number(row.at), row);
      return batch.map((_, j) => {
        const row = found.get(j);
        return row ? toSessionViewer(row) : null;
      });
    } catch (error) {
      this.counts.failedStatements += 1;
      throw error;
    }
  }
}

const lookupsByDb = new WeakMap<Db, SessionViewerLookups>();

/** The counts of `db`'s lookups so far (zeros before the first). */
export function sessionLookupCounts(db: Db): LookupCounts {
  const counts = lookupsByDb.get(db)?.counts;
  return {
    statements: counts?.statements ?? 0,
    lookups: counts?.lookups ?? 0,
    failedStatements: counts?.failedStatements ?? 0,
    statementsBySize: new Map(SIZES.map((size) => [size, counts?.statementsBySize.get(size) ?? 0])),
  };
}

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
  return lookups.loader.load({
    token,
    now,
    unreadNotifications: options.unreadNotifications === true,
    votedIn: options.votedIn,
  });
}
