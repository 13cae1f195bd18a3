import { sql } from 'drizzle-orm';
import { saoPauloDayKey } from '../../domain/format.ts';
import { queryRows } from '../db/query.ts';
import { bans } from '../db/schema.ts';
import { type SignedInUser, signedInUser, type TestApp } from '../test-support/test-app.ts';
import { TEST_MASTER_EMAIL } from '../test-support/test-config.ts';

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

const COUNTED_TABLES = [
  'audit_log',
  'battle_events',
  'battle_event_participants',
  'battle_sponsors',
  'bans',
  'credit_transactions',
  'user_roles',
  'notifications',
  'admin_votes',
  'session',
] as const;

/** Row counts of the tables admin actions write, plus the balances' sum and the settings row. */
export async function snapshot(t: TestApp): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const table of COUNTED_TABLES) {
    const [row] = await queryRows<{ n: number | string }>(
      t.db,
      sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`,
    );
    out[table] = Number(row?.n);
  }
  const [coins] = await queryRows<{ n: number | string | null }>(
    t.db,
    sql`SELECT sum(balance) AS n FROM user_credits`,
  );
  out.balances = Number(coins?.n ?? 0);
  const [settings] = await queryRows<Record<string, unknown>>(
    t.db,
    sql`SELECT daily_yodcoins, guest_votes_per_window, updated_by FROM platform_settings`,
  );
  out.settings = settings;
  const [slugs] = await queryRows<{ n: number | string }>(
    t.db,
    sql`SELECT count(*) AS n FROM battle_events WHERE slug IS NULL`,
  );
  out.missingSlugs = Number(slugs?.n);
  return out;
}

export function auth(u: { cookie: string }) {
  return { cookie: u.cookie };
}
