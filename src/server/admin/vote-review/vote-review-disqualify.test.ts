import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, type Cast, withCastApp } from '#server/admin/test-helpers.ts';
import { addParticipant, castGuestVote, createBattle } from '#server/db/factories/battles.ts';
import { queryRows } from '#server/db/query.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import { HOUR, voteReviewHelpers } from './vote-review-test-helpers.ts';

let t: TestApp;
let cast: Cast;
withCastApp(
  (app, c) => {
    t = app;
    cast = c;
  },
  { voteGapMs: 0 },
);

const { fundedFan, openBattle, vote, walletsMatchLedger } = voteReviewHelpers(
  () => t,
  () => cast,
);

describe('a ban disqualifies', () => {
  it('takes the fighter out of open battles, refunds the fans and refuses votes; an unban puts them back from zero', async () => {
    const { battle, fighters } = await openBattle();
    const [cheat, fair] = fighters;
    const done = await createBattle(t.db, {
      status: 'finished',
      startTime: new Date(Date.now() - 3 * HOUR),
      endTime: new Date(Date.now() - HOUR),
    });
    await addParticipant(t.db, done.id, { id: cheat.id });
    const fans = [await fundedFan(2), await fundedFan(2)];
    for (const fan of fans) expect((await vote(fan, battle.id, cheat.id)).statusCode).toBe(200);
    expect((await vote(fans[0]!, battle.id, fair.id)).statusCode).toBe(200);
    await castGuestVote(t.db, { battleId: battle.id, participantUserId: cheat.id, ipHash: 'x1' });

    const ban = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${cheat.id}/ban`,
      headers: as(cast.admin),
      payload: { reason: 'Compra de votos', durationHours: 24, disqualify: true },
    });
    expect(ban.statusCode, ban.body).toBe(200);
    expect(ban.json().disqualifiedFrom).toBe(1);

    const page = await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` });
    expect(page.json().battle.participants.map((p: { userId: string }) => p.userId)).toEqual([fair.id]);
    const panel = await t.app.inject({
      method: 'GET',
      url: `/api/admin/battles/${battle.id}/participants`,
      headers: as(cast.admin),
    });
    const row = panel.json().participants.find((p: { userId: string }) => p.userId === cheat.id);
    expect(row).toMatchObject({ disqualified: true, votesCount: 0 });
    for (const fan of fans) {
      const w = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie: fan.cookie } });
      expect(w.json().balance).toBe(fan === fans[0] ? 1 : 2);
    }
    expect(await walletsMatchLedger()).toEqual([]);
    const refused = await vote(await fundedFan(1), battle.id, cheat.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(
      'Este lutador foi desclassificado desta batalha e não pode mais receber votos.',
    );
    const [audit] = await queryRows<{ changes: { voided: number; refunded: number } }>(
      t.db,
      sql`SELECT changes FROM audit_log WHERE action = 'participant.disqualify' AND target_id = ${battle.id}`,
    );
    expect(audit?.changes).toMatchObject({ voided: 3, refunded: 2 });
    // The finished battle keeps its result.
    const [kept] = await queryRows<{ disqualified_at: string | null }>(
      t.db,
      sql`SELECT disqualified_at FROM battle_event_participants WHERE battle_event_id = ${done.id} AND user_id = ${cheat.id}`,
    );
    expect(kept?.disqualified_at).toBeNull();

    const unban = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${cheat.id}/unban`,
      headers: as(cast.admin),
      payload: {},
    });
    expect(unban.statusCode).toBe(200);
    expect(unban.json().restoredBattles).toBe(1);
    const back = await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` });
    expect(back.json().battle.participants).toMatchObject([
      { userId: fair.id, votesCount: 1 },
      { userId: cheat.id, votesCount: 0 },
    ]);
    // The fans refunded by the disqualification may vote for the fighter again, once.
    expect((await vote(fans[1]!, battle.id, cheat.id)).statusCode).toBe(200);
    expect((await vote(fans[1]!, battle.id, cheat.id)).statusCode).toBe(409);
    expect(await walletsMatchLedger()).toEqual([]);
    await t.db.execute(
      sql`UPDATE battle_events SET end_time = now() - interval '1 minute' WHERE id = ${battle.id}`,
    );
    // Read where no cache stands between (the public page's cache heard no event for the raw update).
    const ended = await t.app.inject({
      method: 'GET',
      url: `/api/admin/battles?q=${encodeURIComponent(battle.title)}`,
      headers: as(cast.admin),
    });
    const card = ended.json().battles.find((b: { id: string }) => b.id === battle.id);
    // Back in the ranking, the restored fighter counts: 1 vote each, both win (docs/decisions/0002-tie-rule.md).
    expect(card.winners.map((w: { userId: string }) => w.userId).sort()).toEqual([cheat.id, fair.id].sort());
  });

  it('disqualifies a fighter whose account an admin deletes', async () => {
    const { battle, fighters } = await openBattle();
    const [gone] = fighters;
    const fan = await fundedFan(1);
    expect((await vote(fan, battle.id, gone.id)).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${gone.id}`,
      headers: as(cast.admin),
    });
    expect(del.statusCode, del.body).toBeLessThan(300);
    const page = await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` });
    expect(page.json().battle.participants.map((p: { userId: string }) => p.userId)).not.toContain(gone.id);
    const w = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie: fan.cookie } });
    expect(w.json().balance).toBe(1);
  });
});
