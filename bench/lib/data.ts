// Bench data made directly in SQL (generate_series), so tens of thousands of rows take seconds.
// Ids are predictable (`v<n>` voters, `p<n>` fighters, `<prefix><n>` battles) so the load client and
// the pgbench script can derive every (voter, battle, participant) triple from a request number.
import { createHmac } from 'node:crypto';
import pg, { type ClientBase } from 'pg';

/** Today's calendar day in America/Sao_Paulo, as the daily grant stores it (no grant during a run). */
const SP_TODAY = "(now() AT TIME ZONE 'America/Sao_Paulo')::date";

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Verified users with a profile, a wallet of `balance` (ledger row included, so balances equal the
 * ledger) and today's daily grant already taken. `prefix` + 1..count are the ids.
 */
export async function createUsers(
  client: ClientBase,
  {
    prefix,
    from = 1,
    count,
    balance = 0,
  }: { prefix: string; from?: number; count: number; balance?: number },
) {
  const to = from + count - 1;
  const series = `generate_series(${from}, ${to}) AS i`;
  await client.query(
    `INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at)
     SELECT '${prefix}' || i, '${prefix}_user_' || i, '${prefix}' || i || '@bench.yod', true, now(), now() FROM ${series}`,
  );
  await client.query(
    `INSERT INTO profiles (id, username, pix_key) SELECT '${prefix}' || i, '${prefix}_user_' || i, '${prefix}' || i || '@bench.yod' FROM ${series}`,
  );
  await client.query(
    `INSERT INTO user_credits (user_id, balance, daily_claimed_day, daily_credits_claimed_at)
     SELECT '${prefix}' || i, ${balance}, ${SP_TODAY}, now() FROM ${series}`,
  );
  if (balance > 0) {
    await client.query(
      `INSERT INTO credit_transactions (user_id, type, amount, description)
       SELECT '${prefix}' || i, 'admin_add', ${balance}, 'bench' FROM ${series}`,
    );
  }
}

/**
 * A better-auth session per user (`prefix` ids from..from+count-1); returns nothing: the cookie of
 * user n is `sessionCookie(secret, sessionToken(prefix, n))`.
 */
export async function createSessions(
  client: ClientBase,
  { prefix, from = 1, count }: { prefix: string; from?: number; count: number },
) {
  await client.query(
    `INSERT INTO session (id, token, expires_at, user_id, created_at, updated_at)
     SELECT 'sess_${prefix}' || i, 'benchtoken_${prefix}_' || i, now() + interval '30 days', '${prefix}' || i, now(), now()
     FROM generate_series(${from}, ${from + count - 1}) AS i`,
  );
}

export const sessionToken = (prefix: string, n: number) => `benchtoken_${prefix}_${n}`;

/**
 * The session cookie exactly as better-auth sets it (better-call's signCookieValue): the token, a
 * dot, the base64 HMAC-SHA256 of the token keyed with AUTH_SECRET, all URI-encoded.
 */
export function sessionCookie(secret: string, token: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `yod.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * `count` active battles (`prefix` + n), each with fighters p1..p<participants> (users that must
 * exist), open until tomorrow.
 */
export async function createBattles(
  client: ClientBase,
  {
    prefix,
    from = 1,
    count,
    participants,
  }: { prefix: string; from?: number; count: number; participants: number },
) {
  const to = from + count - 1;
  await client.query(
    `INSERT INTO battle_events (id, slug, title, description, prize_amount, start_time, end_time, status,
       max_participants, participants_count, created_at)
     SELECT '${prefix}' || i, '${prefix}-batalha-' || i, 'Batalha ${prefix} ' || i, 'Batalha de benchmark', 100,
       now() - interval '1 hour', now() + interval '1 day', 'active', ${participants}, ${participants},
       now() - (i || ' seconds')::interval
     FROM generate_series(${from}, ${to}) AS i`,
  );
  await client.query(
    `INSERT INTO battle_event_participants (battle_event_id, user_id, username, joined_at)
     SELECT '${prefix}' || i, 'p' || j, 'p_user_' || j, now() - interval '1 hour' + (j || ' ms')::interval
     FROM generate_series(${from}, ${to}) AS i, generate_series(1, ${participants}) AS j`,
  );
}

/** Lets every voter vote again at once (the 5 s gap is a per-voter rule, not what is measured). */
export async function resetVoteGap(client: ClientBase) {
  await client.query('UPDATE user_credits SET last_vote_at = NULL WHERE last_vote_at IS NOT NULL');
}

export async function analyze(client: ClientBase) {
  await client.query('VACUUM ANALYZE');
}
