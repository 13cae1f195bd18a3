import type pg from 'pg';
import { voteTotalSql } from '#server/db/vote-totals.ts';

/**
 * The money and counting invariants, checked in SQL after a storm or a crash. Each entry of the
 * result is one violation, named so a failure says what broke.
 */
export async function invariantViolations(c: pg.Client): Promise<string[]> {
  const checks: [string, string][] = [
    [
      'balance differs from the sum of its ledger',
      `SELECT u.user_id AS what FROM user_credits u
         LEFT JOIN credit_transactions t ON t.user_id = u.user_id
        GROUP BY u.user_id, u.balance HAVING u.balance <> coalesce(sum(t.amount), 0)`,
    ],
    ['negative balance', 'SELECT user_id AS what FROM user_credits WHERE balance < 0'],
    [
      "participant's count differs from its fan + guest + admin votes (voided ones left out)",
      `SELECT p.battle_event_id || '/' || p.user_id AS what FROM battle_event_participants p
        WHERE ${voteTotalSql('p')} <>
          (SELECT count(*) FROM battle_event_user_votes v WHERE v.battle_event_id = p.battle_event_id AND v.participant_user_id = p.user_id AND v.voided_at IS NULL)
        + (SELECT count(*) FROM guest_votes g WHERE g.battle_event_id = p.battle_event_id AND g.participant_user_id = p.user_id AND g.voided_at IS NULL)
        + (SELECT count(*) FROM admin_votes a WHERE a.battle_event_id = p.battle_event_id AND a.participant_user_id = p.user_id AND a.voided_at IS NULL)`,
    ],
    [
      'participants_count differs from the real count',
      `SELECT b.id AS what FROM battle_events b
        WHERE b.participants_count <> (SELECT count(*) FROM battle_event_participants p WHERE p.battle_event_id = b.id AND p.disqualified_at IS NULL)`,
    ],
    [
      'more participants than the maximum',
      `SELECT b.id AS what FROM battle_events b
        WHERE b.max_participants IS NOT NULL
          AND (SELECT count(*) FROM battle_event_participants p WHERE p.battle_event_id = b.id) > b.max_participants`,
    ],
    [
      'vote without its ledger row',
      `SELECT v.id::text AS what FROM battle_event_user_votes v
        WHERE NOT EXISTS (SELECT 1 FROM credit_transactions t WHERE t.user_id = v.voter_user_id
                            AND t.type = 'vote_expense' AND t.battle_event_id = v.battle_event_id
                            AND t.participant_user_id = v.participant_user_id)`,
    ],
  ];
  const out: string[] = [];
  for (const [name, query] of checks) {
    const { rows } = await c.query<{ what: string }>(query);
    for (const r of rows.slice(0, 5)) out.push(`${name}: ${r.what}`);
    if (rows.length > 5) out.push(`${name}: … ${rows.length - 5} more`);
  }
  return out;
}
