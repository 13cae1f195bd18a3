import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, type Cast, withCastApp } from '#server/admin/test-helpers.ts';
import { addParticipant, castVote, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { battleParticipants } from '#server/db/schema.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let cast: Cast;
withCastApp((app, c) => {
  t = app;
  cast = c;
});

const HOUR = 3_600_000;

describe('what a ban puts at stake', () => {
  it('lists the battles not finished the user takes part in, with the votes they received', async () => {
    const fighter = await createUser(t.db);
    const fans = [await createUser(t.db, { balance: 3 }), await createUser(t.db, { balance: 3 })];
    const running = await createBattle(t.db, { title: 'Em andamento' });
    const scheduled = await createBattle(t.db, {
      title: 'Agendada',
      status: 'scheduled',
      startTime: new Date(Date.now() + 24 * HOUR),
      endTime: new Date(Date.now() + 48 * HOUR),
    });
    const finished = await createBattle(t.db, {
      status: 'finished',
      startTime: new Date(Date.now() - 5 * HOUR),
      endTime: new Date(Date.now() - HOUR),
    });
    const gone = await createBattle(t.db, { title: 'Desclassificado' });
    for (const b of [running, scheduled, finished, gone])
      await addParticipant(t.db, b.id, { id: fighter.id });
    for (const fan of fans) {
      await castVote(t.db, { battleId: running.id, participantUserId: fighter.id, voterUserId: fan.id });
      await castVote(t.db, { battleId: finished.id, participantUserId: fighter.id, voterUserId: fan.id });
    }
    await t.db
      .update(battleParticipants)
      .set({ disqualifiedAt: new Date() })
      .where(eq(battleParticipants.battleEventId, gone.id));

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${fighter.id}/ban-stakes`,
      headers: as(cast.admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      battles: [
        { id: running.id, title: 'Em andamento', slug: running.slug, votesCount: 2 },
        { id: scheduled.id, title: 'Agendada', slug: scheduled.slug, votesCount: 0 },
      ],
      votesCount: 2,
    });
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${cast.user.id}/ban-stakes`,
      headers: as(cast.admin),
    });
    expect(none.json()).toEqual({ battles: [], votesCount: 0 });
  });
});
