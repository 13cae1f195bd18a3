import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, type Cast, withCastApp } from '#server/admin/test-helpers.ts';
import { castGuestVote } from '#server/db/factories/battles.ts';
import { queryRows } from '#server/db/query.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import { HOUR, MIN, voteReviewHelpers } from './vote-review-test-helpers.ts';

let t: TestApp;
let cast: Cast;
withCastApp(
  (app, c) => {
    t = app;
    cast = c;
  },
  { voteGapMs: 0 },
);

const { fundedFan, openBattle, vote, log } = voteReviewHelpers(
  () => t,
  () => cast,
);

describe('the vote log', () => {
  it('lists every vote with its source, the fan facts and the guest network, for staff only', async () => {
    const { battle, fighters } = await openBattle();
    const [a, b] = fighters;
    const fan = await fundedFan(3, { createdAt: new Date(Date.now() - 5 * HOUR) });
    expect((await vote(fan, battle.id, a.id)).statusCode).toBe(200);
    await castGuestVote(t.db, { battleId: battle.id, participantUserId: b.id, ipHash: 'f'.repeat(64) });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/battles/${battle.id}/participants/${await participantRowId(battle.id, a.id)}/vote`,
      headers: as(cast.master),
    });
    expect(res.statusCode, res.body).toBe(200);

    const all = await log(battle.id);
    expect(all.votes.map((v) => v.source).sort()).toEqual(['admin', 'fan', 'guest']);
    const fanVote = all.votes.find((v) => v.source === 'fan')!;
    expect(fanVote).toMatchObject({ voterUserId: fan.id, voterUsername: fan.username, emailVerified: true });
    expect(fanVote.accountAgeHours).toBeGreaterThanOrEqual(4.9);
    expect(all.votes.find((v) => v.source === 'guest')?.networkHash).toBe('f'.repeat(12));

    expect((await log(battle.id, '?source=guest')).votes).toHaveLength(1);
    expect((await log(battle.id, `?participantUserId=${a.id}`)).votes).toHaveLength(2);
    expect(
      (await log(battle.id, `?from=${encodeURIComponent(new Date(Date.now() + MIN).toISOString())}`)).votes,
    ).toEqual([]);
    // Keyset pages: one vote each, no repeats, all three.
    const first = await log(battle.id, '?limit=1');
    const second = await log(battle.id, `?limit=1&cursor=${first.nextCursor}`);
    const third = await log(battle.id, `?limit=1&cursor=${second.nextCursor}`);
    expect(third.nextCursor).toBeNull();
    expect(
      new Set([...first.votes, ...second.votes, ...third.votes].map((v) => `${v.source}${v.id}`)).size,
    ).toBe(3);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/admin/battles/${battle.id}/votes?cursor=abc`,
      headers: as(cast.admin),
    });
    expect(bad.statusCode).toBe(400);

    // Moderators read it; fans and visitors do not.
    expect((await log(battle.id, '', cast.moderator)).votes).toHaveLength(3);
    for (const headers of [as(cast.user), {}]) {
      const denied = await t.app.inject({
        method: 'GET',
        url: `/api/admin/battles/${battle.id}/votes`,
        headers,
      });
      expect([401, 403]).toContain(denied.statusCode);
    }

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/battles/${battle.id}/votes.csv?source=fan`,
      headers: as(cast.moderator),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('origem');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('fã');
    expect(lines[1]).toContain(fan.username);
  });
});

async function participantRowId(battleId: string, userId: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`SELECT id::text AS id FROM battle_event_participants WHERE battle_event_id = ${battleId} AND user_id = ${userId}`,
  );
  return row!.id;
}
