import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

type Num = number | string;

export async function countUsers(db: DbOrTx, since: Date) {
  const [row] = await queryRows<{ total: Num; recent: Num }>(
    db,
    sql`SELECT count(*) AS total, count(*) FILTER (WHERE p.created_at >= ${since.toISOString()}::timestamptz) AS recent
        FROM profiles p`,
  );
  return { total: Number(row?.total ?? 0), recent: Number(row?.recent ?? 0) };
}

export async function countBattlesByStatus(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await queryRows<{ status: string; n: Num }>(
    db,
    sql`SELECT status, count(*) AS n FROM battle_events GROUP BY status`,
  );
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** Votes cast since each instant: fans, guests and admin. */
export async function countVotesSince(db: DbOrTx, today: Date, week: Date) {
  const t = today.toISOString();
  const w = week.toISOString();
  const [row] = await queryRows<Record<string, Num>>(
    db,
    sql`SELECT
      (SELECT count(*) FROM battle_event_user_votes WHERE created_at >= ${t}::timestamptz) AS fans_today,
      (SELECT count(*) FROM battle_event_user_votes WHERE created_at >= ${w}::timestamptz) AS fans_week,
      (SELECT count(*) FROM guest_votes WHERE created_at >= ${t}::timestamptz) AS guests_today,
      (SELECT count(*) FROM guest_votes WHERE created_at >= ${w}::timestamptz) AS guests_week,
      (SELECT count(*) FROM admin_votes WHERE created_at >= ${t}::timestamptz) AS admin_today,
      (SELECT count(*) FROM admin_votes WHERE created_at >= ${w}::timestamptz) AS admin_week`,
  );
  const n = (k: string) => Number(row?.[k] ?? 0);
  return {
    today: { fans: n('fans_today'), guests: n('guests_today'), admin: n('admin_today') },
    week: { fans: n('fans_week'), guests: n('guests_week'), admin: n('admin_week') },
  };
}

export async function sumCoins(db: DbOrTx, today: Date, week: Date) {
  const t = today.toISOString();
  const w = week.toISOString();
  const [row] = await queryRows<Record<string, Num | null>>(
    db,
    sql`SELECT
      coalesce(sum(amount) FILTER (WHERE type IN ('daily_grant','admin_add')), 0) AS granted_all,
      coalesce(sum(amount) FILTER (WHERE type IN ('daily_grant','admin_add') AND created_at >= ${w}::timestamptz), 0) AS granted_week,
      coalesce(sum(amount) FILTER (WHERE type IN ('daily_grant','admin_add') AND created_at >= ${t}::timestamptz), 0) AS granted_today,
      coalesce(-sum(amount) FILTER (WHERE type = 'vote_expense'), 0) AS spent_all,
      coalesce(-sum(amount) FILTER (WHERE type = 'vote_expense' AND created_at >= ${w}::timestamptz), 0) AS spent_week,
      coalesce(-sum(amount) FILTER (WHERE type = 'vote_expense' AND created_at >= ${t}::timestamptz), 0) AS spent_today
    FROM credit_transactions`,
  );
  const n = (k: string) => Number(row?.[k] ?? 0);
  return {
    granted: { today: n('granted_today'), week: n('granted_week'), all: n('granted_all') },
    spent: { today: n('spent_today'), week: n('spent_week'), all: n('spent_all') },
  };
}
