import { and, eq, sql } from 'drizzle-orm';
import { saoPauloDayKey } from '#domain/sao-paulo-time.ts';
import { queryRows } from '#server/db/query.ts';
import { bans, battles, notifications } from '#server/db/schema.ts';
import { listTables, tableFingerprints } from '#server/security/support/table-fingerprints.ts';
import {
  type SignedInUser,
  signedInUser,
  type TestApp,
  type TestAppOptions,
  withTestApp,
} from '#server/test-support/test-app.ts';
import { TEST_MASTER_EMAIL } from '#server/test-support/test-config.ts';

export interface Cast {
  user: SignedInUser;
  banned: SignedInUser;
  moderator: SignedInUser;
  admin: SignedInUser;
  master: SignedInUser;
}

/** One signed-in account per role; today's daily grant already taken so no request moves coins. */
export async function signInCast(t: TestApp): Promise<Cast> {
  const today = saoPauloDayKey(new Date());
  const user = await signedInUser(t, { dailyClaimedDay: today });
  // Signed in first, banned afterwards: the session stays, as for a user banned while browsing.
  const banned = await signedInUser(t, { dailyClaimedDay: today });
  await t.db.insert(bans).values({ userId: banned.id, reason: 'Teste', expiresAt: null });
  const moderator = await signedInUser(t, { role: 'moderator', dailyClaimedDay: today });
  const admin = await signedInUser(t, { role: 'admin', dailyClaimedDay: today });
  const master = await signedInUser(t, { role: 'admin', email: TEST_MASTER_EMAIL, dailyClaimedDay: today });
  return { user, banned, moderator, admin, master };
}

/**
 * The whole content of every application table (a row count and an md5 of all rows, from the fuzz
 * test's fingerprints, so an UPDATE that keeps the count shows), plus the number of sessions, which
 * the fingerprints leave out because requests touch them. Equal snapshots mean nothing changed.
 */
export async function snapshot(t: TestApp): Promise<Record<string, string>> {
  const out = await tableFingerprints(t.db, await listTables(t.db));
  const [sessions] = await queryRows<{ n: number | string }>(t.db, sql`SELECT count(*) AS n FROM session`);
  out.session = `${Number(sessions?.n)} rows`;
  return out;
}

/**
 * The admin test files' setup: before the file's tests, an app and one signed-in account per role
 * (handed to `ready`, which may also seed it, within `timeoutMs`); after them, the app closed.
 */
export function withCastApp(
  ready: (t: TestApp, cast: Cast) => void | Promise<void>,
  options: TestAppOptions = {},
  timeoutMs?: number,
): void {
  withTestApp(options, async (app) => ready(app, await signInCast(app)), timeoutMs);
}

/** Request headers that act as `user`. */
export const as = (user: { cookie: string }) => ({ cookie: user.cookie });

/** The notifications of one type that point at the battle (by its link). */
export async function battleNotifications(t: TestApp, battleId: string, type: string) {
  const [battle] = await t.db.select().from(battles).where(eq(battles.id, battleId));
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.type, type), eq(notifications.link, `/battle/${battle!.slug ?? battleId}`)));
}
