import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { battleParticipants } from '#server/db/schema.ts';
import { statementName } from '#server/db/statement-names.ts';

/**
 * The battles each fan takes part in among the cards of their arena (the marks a fan's page adds
 * to the shared shell's list, docs/decisions/0033-arena-and-profile-shells.md), for every fan asking
 * in one turn of the event loop, in one statement: as with the session lookups (decision 0028),
 * a round trip's socket calls cost more than the rest of the answer under load, and an arena page
 * already makes one for its session.
 */

interface Pending {
  userId: string;
  battleIds: readonly string[];
  resolve: (joined: Set<string>) => void;
  reject: (error: unknown) => void;
}

/** Lookups per statement; more wait for the next one in the same turn. */
const MAX_BATCH = 32;
/** Statement sizes: a batch is padded to the next (a few prepared statements, not 32). */
const SIZES = [1, 2, 4, 8, 16, 32] as const;

function joinedStatement(db: Db, size: number) {
  const keys: SQL[] = [];
  for (let j = 0; j < size; j += 1) {
    keys.push(
      sql`(${sql.raw(String(j))}, ${sql.placeholder(`u${j}`)}::text, ${sql.placeholder(`b${j}`)}::text[])`,
    );
  }
  return db
    .select({ at: sql<number>`k.at`, battleId: battleParticipants.battleEventId })
    .from(sql`(values ${sql.join(keys, sql`, `)}) as k(at, user_id, battle_ids)`)
    .innerJoin(
      battleParticipants,
      and(
        eq(battleParticipants.userId, sql`k.user_id`),
        sql`${battleParticipants.battleEventId} = any(k.battle_ids)`,
        // Not disqualified, as battleIdsJoinedBy counts a seat.
        isNull(battleParticipants.disqualifiedAt),
      ),
    )
    .prepare(statementName(db, `battles_joined_by_${size}`));
}

type JoinedStatement = ReturnType<typeof joinedStatement>;

class JoinedLookups {
  private readonly statements = new Map<number, JoinedStatement>();
  private waiting: Pending[] = [];

  constructor(private readonly db: Db) {}

  find(userId: string, battleIds: readonly string[]): Promise<Set<string>> {
    return new Promise((resolve, reject) => {
      // The first lookup of a turn sends the statement once this turn's requests have asked too.
      if (this.waiting.length === 0) setImmediate(() => this.send());
      this.waiting.push({ userId, battleIds, resolve, reject });
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
      statement = joinedStatement(this.db, size);
      this.statements.set(size, statement);
    }
    const values: Record<string, unknown> = {};
    for (let j = 0; j < size; j += 1) {
      // Padding: nobody, about no battle.
      values[`u${j}`] = batch[j]?.userId ?? '';
      values[`b${j}`] = batch[j]?.battleIds ?? [];
    }
    try {
      const rows = await statement.execute(values);
      const joined = batch.map(() => new Set<string>());
      for (const row of rows) joined[Number(row.at)]?.add(row.battleId);
      for (const [j, pending] of batch.entries()) pending.resolve(joined[j]!);
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  }
}

const lookupsByDb = new WeakMap<Db, JoinedLookups>();

/** The battles among `battleIds` the user takes part in (not disqualified); one statement a turn. */
export function findBattlesJoined(
  db: Db,
  userId: string,
  battleIds: readonly string[],
): Promise<Set<string>> {
  if (battleIds.length === 0) return Promise.resolve(new Set());
  let lookups = lookupsByDb.get(db);
  if (!lookups) {
    lookups = new JoinedLookups(db);
    lookupsByDb.set(db, lookups);
  }
  return lookups.find(userId, battleIds);
}
