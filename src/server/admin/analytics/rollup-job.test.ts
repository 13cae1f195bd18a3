import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saoPauloDayKey } from '#domain/text/format.ts';
import { as, type Cast, signInCast } from '#server/admin/test-helpers.ts';
import { addParticipant, castGuestVote, castVote, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { queryRows } from '#server/db/query.ts';
import { runJobOnce } from '#server/jobs/index.ts';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { analyticsRollupJob, ROLLUP_GRACE_MS } from './rollup-job.ts';

const DAY = 24 * 3_600_000;
let t: TestApp;
let cast: Cast;
const ids = { battle: '', gone: '', fighter: '' };

withTestApp({}, async (app) => {
  t = app;
  cast = await signInCast(t);
  const now = Date.now();
  const battle = await createBattle(t.db, { title: 'Batalha Acumulada' });
  const gone = await createBattle(t.db, { title: 'Batalha Apagada' });
  const fighter = await createUser(t.db, { username: 'Acumulado', createdAt: new Date(now - 20 * DAY) });
  await addParticipant(t.db, battle.id, { id: fighter.id });
  await addParticipant(t.db, gone.id, { id: fighter.id });
  // Votes spread over the last weeks (fans, guests), plus today's.
  for (const daysAgo of [0, 1, 1, 3, 6, 8, 15, 40]) {
    const voter = await createUser(t.db, { balance: 2, createdAt: new Date(now - daysAgo * DAY) });
    const createdAt = new Date(now - daysAgo * DAY);
    await castVote(t.db, {
      battleId: battle.id,
      participantUserId: fighter.id,
      voterUserId: voter.id,
      createdAt,
    });
    await castGuestVote(t.db, {
      battleId: battle.id,
      participantUserId: fighter.id,
      ipHash: `h${daysAgo}`,
      createdAt,
    });
    await castVote(t.db, {
      battleId: gone.id,
      participantUserId: fighter.id,
      voterUserId: voter.id,
      createdAt,
    });
  }
  ids.battle = battle.id;
  ids.gone = gone.id;
  ids.fighter = fighter.id;
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: as(cast.admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** The parts of the summary the rollup feeds (recent activity and scheduled battles are live anyway). */
const figures = async () => {
  const s = await get('/api/admin/summary');
  return { users: s.users, votes: s.votes, yodcoins: s.yodcoins };
};

describe('analytics rollup job', () => {
  it('rolls the history up and the dashboard and analytics answer exactly as when counting live', async () => {
    const liveAnalytics = await get('/api/admin/analytics?days=90');
    const liveSummary = await figures();
    expect(liveSummary.votes.week.fans).toBeGreaterThanOrEqual(10);

    const ran = Date.now();
    expect(await runJobOnce(t.app.deps, analyticsRollupJob)).toBe(true);
    const [rolled] = await queryRows<{ first: string; last: string; n: number | string; until: string }>(
      t.db,
      sql`SELECT min(day)::text AS first, max(day)::text AS last, count(*) AS n,
                 (SELECT rolled_until FROM admin_rollup_state) AS until
          FROM admin_daily_stats`,
    );
    const until = new Date(rolled!.until).getTime();
    expect(until).toBeGreaterThanOrEqual(ran - ROLLUP_GRACE_MS);
    expect(until).toBeLessThanOrEqual(Date.now() - ROLLUP_GRACE_MS);
    expect(rolled?.last).toBe(saoPauloDayKey(new Date(until)));
    const [tops] = await queryRows<{ n: number | string }>(
      t.db,
      sql`SELECT count(*) AS n FROM admin_period_tops WHERE period_days = 90 AND kind = 'fighter'`,
    );
    expect(Number(tops?.n)).toBe(1);
    expect(rolled!.first <= saoPauloDayKey(new Date(Date.now() - 40 * DAY))).toBe(true);
    expect(await get('/api/admin/analytics?days=90')).toEqual(liveAnalytics);
    expect(await figures()).toEqual(liveSummary);

    // A second run recounts the last day only, to the same rows.
    await runJobOnce(t.app.deps, analyticsRollupJob);
    expect(await get('/api/admin/analytics?days=90')).toEqual(liveAnalytics);
    const [again] = await queryRows<{ n: number | string }>(
      t.db,
      sql`SELECT count(*) AS n FROM admin_daily_stats`,
    );
    expect(Number(again?.n)).toBe(Number(rolled?.n));
  });

  it('counts what happens after the rollup live, and a deleted battle leaves the top lists', async () => {
    const before = await get('/api/admin/analytics?days=7');
    const voter = await createUser(t.db, { balance: 1 });
    await castVote(t.db, { battleId: ids.battle, participantUserId: ids.fighter, voterUserId: voter.id });
    const after = await get('/api/admin/analytics?days=7');
    expect(after.series.at(-1).fanVotes).toBe(before.series.at(-1).fanVotes + 1);
    expect(after.series.at(-1).newUsers).toBe(before.series.at(-1).newUsers + 1);
    expect(after.series.slice(0, -1)).toEqual(before.series.slice(0, -1));
    expect(after.topParticipants[0]).toMatchObject({
      userId: ids.fighter,
      votes: before.topParticipants[0].votes + 1,
    });
    expect(after.topBattles.map((b: { id: string }) => b.id)).toContain(ids.gone);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/battles/${ids.gone}`,
      headers: as(cast.admin),
    });
    expect(removed.statusCode).toBe(204);
    const gone = await get('/api/admin/analytics?days=90');
    expect(gone.topBattles.map((b: { id: string }) => b.id)).not.toContain(ids.gone);
    const [left] = await queryRows<{ n: number | string }>(
      t.db,
      sql`SELECT count(*) AS n FROM admin_daily_votes WHERE battle_event_id = ${ids.gone}`,
    );
    expect(Number(left?.n)).toBe(0);
  });
});
