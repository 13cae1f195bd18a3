import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/query.ts';
import { participantVotesTotalOf } from '#server/db/vote-totals.ts';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { seedDemo } from './demo.ts';

let t: TestApp;
withTestApp({}, async (app) => {
  t = app;
  await seedDemo(t.app.deps);
});

describe('demo battles', () => {
  it('has a battle in every status, sponsors, and exactly one battle without a slug', async () => {
    const rows = await queryRows<{ status: string; n: number }>(
      t.db,
      sql`SELECT status::text AS status, count(*)::int AS n FROM battle_events GROUP BY status`,
    );
    expect(rows.map((r) => r.status).sort()).toEqual([
      'active',
      'finished',
      'pending',
      'ready',
      'scheduled',
      'waiting',
    ]);
    const [noSlug] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM battle_events WHERE slug IS NULL`,
    );
    expect(noSlug?.n).toBe(1);
    const [sponsors] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM battle_sponsors`,
    );
    expect(sponsors?.n).toBeGreaterThan(0);
  });

  it('keeps counts, votes, balances and the ledger in agreement', async () => {
    const badCounts = await queryRows<{ id: string }>(
      t.db,
      sql`SELECT p.id FROM battle_event_participants p
          WHERE ${participantVotesTotalOf('p')} <>
            (SELECT count(*) FROM battle_event_user_votes v WHERE v.battle_event_id = p.battle_event_id
               AND v.participant_user_id = p.user_id AND v.voided_at IS NULL)
            + (SELECT count(*) FROM guest_votes g WHERE g.battle_event_id = p.battle_event_id
               AND g.participant_user_id = p.user_id AND g.voided_at IS NULL)
            + (SELECT count(*) FROM admin_votes a WHERE a.battle_event_id = p.battle_event_id
               AND a.participant_user_id = p.user_id AND a.voided_at IS NULL)`,
    );
    expect(badCounts).toEqual([]);
    const badParticipants = await queryRows<{ id: string }>(
      t.db,
      sql`SELECT b.id FROM battle_events b
          WHERE b.participants_count <> (SELECT count(*) FROM battle_event_participants p WHERE p.battle_event_id = b.id AND p.disqualified_at IS NULL)`,
    );
    expect(badParticipants).toEqual([]);
    const badBalances = await queryRows<{ user_id: string }>(
      t.db,
      sql`SELECT c.user_id FROM user_credits c
          WHERE c.balance <> coalesce((SELECT sum(amount) FROM credit_transactions t WHERE t.user_id = c.user_id), 0)`,
    );
    expect(badBalances).toEqual([]);
    const [unpaired] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT (SELECT count(*) FROM battle_event_user_votes)::int - (SELECT count(*) FROM credit_transactions WHERE type = 'vote_expense')::int AS n`,
    );
    expect(unpaired?.n).toBe(0);
  });
});
