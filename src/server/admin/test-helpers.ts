import { and, eq, sql } from 'drizzle-orm';
import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
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

interface WinnerForPayout {
  userId: string;
  pixKey?: string;
  paid: unknown;
}

/** The battle as its admin card shows it (GET /api/admin/battles?q=<id>). */
export async function adminBattleOf(t: TestApp, battleId: string, who: { cookie: string }) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/battles?q=${encodeURIComponent(battleId)}`,
    headers: as(who),
  });
  return res.json().battles.find((b: { id: string }) => b.id === battleId) as
    | { winners: WinnerForPayout[]; prizeType: string; [key: string]: unknown }
    | undefined;
}

/**
 * Records one winner's transfer as an admin does (POST /api/admin/battles/:id/payouts), with the
 * key the admin card shows for them unless `pixKey` is given.
 */
export async function recordPayout(
  t: TestApp,
  battleId: string,
  who: { cookie: string },
  body: { userId: string; outcome?: 'paid' | 'failed'; pixKey?: string | null; [key: string]: unknown },
) {
  let pixKey = body.pixKey;
  if (pixKey === undefined) {
    // A moderator reads no keys (and is refused anyway).
    const battle = await adminBattleOf(t, battleId, who);
    const winner = battle?.winners.find((w) => w.userId === body.userId);
    pixKey = battle?.prizeType === 'PIX' ? (winner?.pixKey ?? '') : null;
  }
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/battles/${battleId}/payouts`,
    headers: as(who),
    payload: { outcome: 'paid', ...body, pixKey },
  });
}

/** Pays every unpaid winner of a finished battle, one request each; the last answer. */
export async function payEveryWinner(
  t: TestApp,
  battleId: string,
  who: { cookie: string },
  extra: Record<string, unknown> = {},
) {
  const battle = await adminBattleOf(t, battleId, who);
  let last: Awaited<ReturnType<typeof recordPayout>> | null = null;
  for (const winner of battle?.winners ?? []) {
    if (winner.paid) continue;
    last = await recordPayout(t, battleId, who, { ...extra, userId: winner.userId });
    if (last.statusCode !== 200) return last;
  }
  if (!last) throw new Error(`no unpaid winner in ${battleId}`);
  return last;
}
