// The growth data set, generated in SQL: 100k users (profile, wallet, ledger), 10k battles of 10
// fighters, 1M fan votes spread over the last 30 days, every count and balance consistent with its
// rows (participants' unsharded_votes = their votes; balance = sum of the ledger).
import type { ClientBase } from 'pg';
import { createUsers } from './data.ts';

export const GROWTH = { users: 100_000, battles: 10_000, fighters: 10, votes: 1_000_000 };

/**
 * Vote k (0..votes-1): battle k / 100 (100 votes each), fighter slot k % 10, voter g<k % users + 1>:
 * the 100 voters of a battle are distinct, so (battle, fighter, voter) is unique. Fighter slot j of
 * battle i is user g<(i * 10 + j) % users + 1>. Every user starts with a +20 admin_add row, and
 * spends 10.
 */
export async function generateGrowth(c: ClientBase, log: (line: string) => void = () => {}) {
  const { users, battles, fighters, votes } = GROWTH;
  const t0 = performance.now();
  const step = (what: string) => log(`growth: ${what} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  await c.query('SET synchronous_commit = off');
  await createUsers(c, { prefix: 'g', count: users, balance: 20 });
  step(`${users} users`);
  // Nine in ten battles are over; the newest thousand still run.
  await c.query(
    `INSERT INTO battle_events (id, slug, title, description, prize_amount, start_time, end_time, status,
       max_participants, participants_count, created_at)
     SELECT 'gb' || i, 'crescimento-' || i, 'Batalha ' || i, 'Gerada para medir crescimento', 50,
       now() - interval '30 days' + (i * interval '259 seconds'),
       CASE WHEN i > $1 - 1000 THEN now() + interval '2 days' ELSE now() - interval '30 days' + (i * interval '259 seconds') + interval '1 day' END,
       (CASE WHEN i > $1 - 1000 THEN 'active' ELSE 'finished' END)::battle_status,
       $2, $2, now() - interval '30 days' + (i * interval '259 seconds')
     FROM generate_series(0, $1 - 1) AS i`,
    [battles, fighters],
  );
  await c.query(
    `INSERT INTO battle_event_participants (battle_event_id, user_id, username, joined_at)
     SELECT 'gb' || i, 'g' || ((i * $2 + j) % $1 + 1), 'g_user_' || ((i * $2 + j) % $1 + 1),
       now() - interval '30 days' + (i * interval '259 seconds')
     FROM generate_series(0, $3 - 1) AS i, generate_series(0, $2 - 1) AS j`,
    [users, fighters, battles],
  );
  step(`${battles} battles × ${fighters} fighters`);
  await c.query(
    `INSERT INTO battle_event_user_votes (battle_event_id, participant_user_id, voter_user_id, created_at)
     SELECT 'gb' || (k / 100), 'g' || (((k / 100) * $2 + k % $2) % $1 + 1), 'g' || (k % $1 + 1),
       now() - interval '30 days' + ((k / 100) * interval '259 seconds') + (k % 100) * interval '1 minute'
     FROM generate_series(0, $3 - 1) AS k`,
    [users, fighters, votes],
  );
  step(`${votes} votes`);
  await c.query(
    `INSERT INTO credit_transactions (user_id, type, amount, description, battle_event_id, participant_user_id, created_at)
     SELECT v.voter_user_id, 'vote_expense', -1, 'Voto em g_user', v.battle_event_id, v.participant_user_id, v.created_at
     FROM battle_event_user_votes v WHERE v.battle_event_id LIKE 'gb%'`,
  );
  await c.query(
    `UPDATE user_credits u SET balance = s.total, last_vote_at = s.last
     FROM (SELECT user_id, sum(amount)::int AS total, max(created_at) FILTER (WHERE type = 'vote_expense') AS last
           FROM credit_transactions WHERE user_id LIKE 'g%' GROUP BY user_id) s
     WHERE s.user_id = u.user_id`,
  );
  step('ledger and balances');
  await c.query(
    `UPDATE battle_event_participants p SET unsharded_votes = s.n
     FROM (SELECT battle_event_id, participant_user_id, count(*)::int AS n FROM battle_event_user_votes
           WHERE battle_event_id LIKE 'gb%' GROUP BY 1, 2) s
     WHERE p.battle_event_id = s.battle_event_id AND p.user_id = s.participant_user_id`,
  );
  await c.query('VACUUM ANALYZE');
  step('counts, vacuum analyze');
}
