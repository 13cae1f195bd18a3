// What an admin area accumulates beside the growth data set (growth.ts): a long audit log, bans
// in every state, staff accounts, one wallet with a long history and one battle with 1,000
// fighters. Generated in SQL; counts stay consistent (balances = ledger sums, battles counts =
// participant rows, through the triggers).
import type { ClientBase } from 'pg';

export const ADMIN_GROWTH = {
  auditRows: 200_000,
  activeBans: 2_000,
  expiredBans: 1_000,
  revokedBans: 500,
  moderators: 50,
  /** g77 gets this many extra ledger rows (half +1, half -1: the balance does not move). */
  ledgerRows: 20_000,
  bigBattleFighters: 1_000,
};

/** The actions the demo and the app write, so the action filter has realistic choices. */
const ACTIONS = [
  'battle.create',
  'battle.update',
  'battle.status',
  'battle.delete',
  'participant.add',
  'participant.remove',
  'vote.admin',
  'user.ban',
  'user.unban',
  'user.role',
  'credits.adjust',
  'payout.mark_paid',
];

/** True once the admin growth is in (the audit log holds the bench's rows). */
export async function hasAdminGrowth(c: ClientBase): Promise<boolean> {
  const { rows } = await c.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_log WHERE target_id LIKE 'bench-%'`,
  );
  return rows[0]!.n >= ADMIN_GROWTH.auditRows;
}

export async function generateAdminGrowth(c: ClientBase, log: (line: string) => void = () => {}) {
  const g = ADMIN_GROWTH;
  const t0 = performance.now();
  const step = (what: string) =>
    log(`admin growth: ${what} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  await c.query('SET synchronous_commit = off');
  // All or nothing: hasAdminGrowth must never see half of it.
  await c.query('BEGIN');
  // Authors: the demo's staff, plus the system (null) now and then; 90 days back, newest last.
  const { rows: staff } = await c.query<{ id: string }>(
    `SELECT u.id FROM "user" u JOIN user_roles r ON r.user_id = u.id ORDER BY u.email`,
  );
  const actors = staff.map((s) => s.id);
  await c.query(
    `INSERT INTO audit_log (actor_user_id, action, target_type, target_id, changes, created_at)
     SELECT CASE WHEN i % 17 = 0 THEN NULL ELSE ($2::text[])[1 + i % array_length($2::text[], 1)] END,
            ($3::text[])[1 + i % array_length($3::text[], 1)],
            split_part(($3::text[])[1 + i % array_length($3::text[], 1)], '.', 1),
            'bench-' || i,
            jsonb_build_object('before', 'a', 'after', 'b', 'n', i),
            now() - interval '90 days' + i * (interval '90 days' / $1)
     FROM generate_series(1, $1) AS i`,
    [g.auditRows, actors, ACTIONS],
  );
  step(`${g.auditRows} audit rows`);
  await c.query(
    `INSERT INTO bans (user_id, reason, banned_by, expires_at, created_at, revoked_at, revoke_reason)
     SELECT 'g' || (i * 37 % 100000 + 1), 'Bench ' || i, $4,
            CASE WHEN i <= $1::int THEN NULL ELSE now() - interval '1 day' END,
            now() - interval '10 days',
            CASE WHEN i > $1::int + $2::int THEN now() - interval '2 days' END,
            CASE WHEN i > $1::int + $2::int THEN 'Bench' END
     FROM generate_series(1, $1::int + $2::int + $3::int) AS i`,
    [g.activeBans, g.expiredBans, g.revokedBans, actors[0]],
  );
  await c.query(
    `INSERT INTO user_roles (user_id, role, granted_by)
     SELECT 'g' || (i * 1999 % 100000 + 1), 'moderator', $2 FROM generate_series(1, $1) AS i
     ON CONFLICT (user_id) DO NOTHING`,
    [g.moderators, actors[0]],
  );
  step('bans and moderators');
  await c.query(
    `INSERT INTO credit_transactions (user_id, type, amount, description, actor_user_id, created_at)
     SELECT 'g77', CASE WHEN i % 2 = 0 THEN 'admin_add' ELSE 'admin_remove' END::credit_type,
            CASE WHEN i % 2 = 0 THEN 1 ELSE -1 END, 'Ajuste de bench ' || i, $2,
            now() - interval '60 days' + i * (interval '60 days' / $1)
     FROM generate_series(1, $1) AS i`,
    [g.ledgerRows, actors[0]],
  );
  step(`${g.ledgerRows} ledger rows for g77`);
  await c.query(
    `INSERT INTO battle_events (id, slug, title, description, prize_amount, start_time, end_time, status,
       max_participants, participants_count, created_at)
     VALUES ('gbig', 'batalha-gigante', 'Batalha Gigante', 'Mil lutadores', 1000, now() - interval '1 day',
       now() + interval '5 days', 'active', $1, $1, now() - interval '1 day')`,
    [g.bigBattleFighters],
  );
  await c.query(
    `INSERT INTO battle_event_participants (battle_event_id, user_id, username, joined_at)
     SELECT 'gbig', 'g' || i, 'g_user_' || i, now() - interval '1 day'
     FROM generate_series(1, $1) AS i`,
    [g.bigBattleFighters],
  );
  await c.query('COMMIT');
  step(`a battle with ${g.bigBattleFighters} fighters`);
  await c.query('VACUUM ANALYZE');
  step('vacuum analyze');
}
