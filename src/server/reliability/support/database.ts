import { createHmac, randomBytes } from 'node:crypto';
import pg from 'pg';
import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import { openDatabase } from '#server/db/client.ts';

/** The reliability suite needs a real PostgreSQL server (TEST_DATABASE_URL). */
export const PG_URL = process.env.TEST_DATABASE_URL ?? '';

function urlOf(name: string): string {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database of its own (yod_rel_*, not the integration suite's yod_t_* that its
 * global setup drops), so this suite can run beside the others.
 */
export async function createMigratedDatabase(): Promise<ScratchDatabase> {
  const name = `yod_rel_${randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = urlOf(name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  await database.migrate();
  await database.close();
  return { url, drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The session cookie as better-auth signs it: token, '.', base64 HMAC-SHA256 with AUTH_SECRET. */
export function sessionCookie(secret: string, token: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `yod.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * Signs users in without the (slow on purpose) password hash: one session row each, as better-auth
 * would store it. Returns each user's cookie.
 */
export async function sessionCookies(
  c: pg.Client,
  secret: string,
  userIds: string[],
): Promise<Map<string, string>> {
  const cookies = new Map<string, string>();
  for (const id of userIds) {
    const token = randomBytes(24).toString('base64url');
    await c.query(
      `INSERT INTO session (id, token, expires_at, user_id, created_at, updated_at)
       VALUES ($1, $2, now() + interval '30 days', $3, now(), now())`,
      [randomBytes(12).toString('hex'), token, id],
    );
    cookies.set(id, sessionCookie(secret, token));
  }
  return cookies;
}

/**
 * Verified users `prefix`1..count with a profile and a wallet of `balance` coins that the ledger
 * explains (one admin_add row), today's daily grant not yet taken unless `claimedToday`.
 */
export async function createUsersSql(
  c: pg.Client,
  prefix: string,
  count: number,
  balance: number,
  claimedToday = true,
): Promise<string[]> {
  const series = `generate_series(1, ${count}) AS i`;
  await c.query(
    `INSERT INTO "user" (id, name, email, email_verified) SELECT '${prefix}' || i, '${prefix}_' || i, '${prefix}' || i || '@rel.yod', true FROM ${series}`,
  );
  await c.query(
    `INSERT INTO profiles (id, username, pix_key) SELECT '${prefix}' || i, '${prefix}_' || i, '${prefix}' || i || '@rel.yod' FROM ${series}`,
  );
  const day = claimedToday ? `'${saoPauloDayKey(new Date())}'::date` : 'NULL';
  await c.query(
    `INSERT INTO user_credits (user_id, balance, daily_claimed_day) SELECT '${prefix}' || i, ${balance}, ${day} FROM ${series}`,
  );
  if (balance > 0) {
    await c.query(
      `INSERT INTO credit_transactions (user_id, type, amount, description) SELECT '${prefix}' || i, 'admin_add', ${balance}, 'seed' FROM ${series}`,
    );
  }
  return Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
}

/**
 * Active battles `prefix`1..count (max `max` seats) with `fighters` (user ids) already in each, open
 * until tomorrow.
 */
export async function createBattlesSql(
  c: pg.Client,
  prefix: string,
  count: number,
  max: number,
  fighters: string[],
  status: 'waiting' | 'active' = 'waiting',
): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
  for (const id of ids) {
    await c.query(
      `INSERT INTO battle_events (id, slug, title, start_time, end_time, status, max_participants, participants_count)
       VALUES ($1, $1, $1, now() - interval '1 hour', now() + interval '1 day', $2::battle_status, $3, $4)`,
      [id, status, max, fighters.length],
    );
    for (const f of fighters) {
      await c.query(
        `INSERT INTO battle_event_participants (battle_event_id, user_id, username) VALUES ($1, $2, $2)`,
        [id, f],
      );
    }
  }
  return ids;
}
