import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';
import { fanSettings, fighterFollows } from '#server/db/schema.ts';

export async function addFollow(db: DbOrTx, followerId: string, fighterId: string): Promise<void> {
  await db.insert(fighterFollows).values({ followerId, fighterId }).onConflictDoNothing();
}

export async function removeFollow(db: DbOrTx, followerId: string, fighterId: string): Promise<void> {
  await db
    .delete(fighterFollows)
    .where(and(eq(fighterFollows.followerId, followerId), eq(fighterFollows.fighterId, fighterId)));
}

export async function followState(
  db: DbOrTx,
  followerId: string,
  fighterId: string,
): Promise<{ following: boolean; followers: number }> {
  const [mine, all] = await Promise.all([
    db
      .select({ n: count() })
      .from(fighterFollows)
      .where(and(eq(fighterFollows.followerId, followerId), eq(fighterFollows.fighterId, fighterId))),
    db.select({ n: count() }).from(fighterFollows).where(eq(fighterFollows.fighterId, fighterId)),
  ]);
  return { following: (mine[0]?.n ?? 0) > 0, followers: all[0]?.n ?? 0 };
}

/** The fighter's next followers after `after` (their user id), in the index's order. */
export async function followersAfter(
  db: DbOrTx,
  fighterId: string,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await queryRows<{ follower_id: string }>(
    db,
    sql`SELECT follower_id FROM fighter_follows WHERE fighter_id = ${fighterId}
           ${after === null ? sql`` : sql`AND follower_id > ${after}`}
         ORDER BY follower_id LIMIT ${limit}`,
  );
  return rows.map((r) => r.follower_id);
}

export async function readEmailAlerts(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ emailAlerts: fanSettings.emailAlerts })
    .from(fanSettings)
    .where(eq(fanSettings.userId, userId));
  return row?.emailAlerts ?? false;
}

export async function writeEmailAlerts(db: DbOrTx, userId: string, on: boolean, now: Date): Promise<void> {
  await db
    .insert(fanSettings)
    .values({ userId, emailAlerts: on, updatedAt: now })
    .onConflictDoUpdate({ target: fanSettings.userId, set: { emailAlerts: on, updatedAt: now } });
}
