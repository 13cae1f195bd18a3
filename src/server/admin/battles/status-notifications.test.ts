import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, battleNotifications, type Cast, withCastApp } from '#server/admin/test-helpers.ts';
import { battleStatusJob } from '#server/battles/status-job.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { battles } from '#server/db/schema.ts';
import { runJobOnce } from '#server/jobs/index.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let cast: Cast;
withCastApp((app, c) => {
  t = app;
  cast = c;
});

// An admin's moves: a moderator sets no running or finished status by hand (approval.test.ts).
const patch = (id: string, payload: object, who = cast.admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/battles/${id}`, headers: as(who), payload });
const notesOf = (battleId: string, type: string) => battleNotifications(t, battleId, type);

describe('admin status edit notifications', () => {
  it('finished: each participant gets their place, the winner one notice of the win; the job adds nothing', async () => {
    const battle = await createBattle(t.db, { status: 'active' });
    const [winner, second, third] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    await addParticipant(t.db, battle.id, winner, { votesCount: 5 });
    await addParticipant(t.db, battle.id, second, { votesCount: 1 });
    await addParticipant(t.db, battle.id, third, { votesCount: 0 });

    const res = await patch(battle.id, { status: 'finished' });
    expect(res.json().battle.status).toBe('finished');
    const finished = await notesOf(battle.id, 'battle_finished');
    const bodyOf = (userId: string) => finished.find((n) => n.userId === userId)?.body;
    // The winner gets one notice, 'Você venceu!', not a place as well.
    expect(finished).toHaveLength(2);
    expect(bodyOf(second.id)).toContain('Você ficou em 2º lugar com 1 voto.');
    expect(bodyOf(third.id)).toContain('Você ficou em 3º lugar com 0 votos.');
    const won = await notesOf(battle.id, 'battle_won');
    expect(won.map((n) => n.userId)).toEqual([winner.id]);
    expect(won[0]).toMatchObject({ title: 'Você venceu!', link: `/battle/${battle.slug}` });
    expect(won[0]?.body).toContain('com 5 votos');

    // The job never picks a stored 'finished' battle; even reopened and then finished by the job
    // (its end moved into the past), nobody hears the end twice.
    await runJobOnce(t.app.deps, battleStatusJob);
    await patch(battle.id, { status: 'active' });
    await t.db
      .update(battles)
      .set({ endTime: new Date(Date.now() - 1000) })
      .where(eq(battles.id, battle.id));
    expect(await runJobOnce(t.app.deps, battleStatusJob)).toBe(true);
    const [row] = await t.db.select().from(battles).where(eq(battles.id, battle.id));
    expect(row?.status).toBe('finished');
    expect(await notesOf(battle.id, 'battle_finished')).toHaveLength(2);
    expect(await notesOf(battle.id, 'battle_won')).toHaveLength(1);
  });

  it("active: participants are told the battle started, once; 'ready' alone tells nobody", async () => {
    const battle = await createBattle(t.db, { status: 'waiting' });
    const [a, b] = [await createUser(t.db), await createUser(t.db)];
    await addParticipant(t.db, battle.id, a);
    await addParticipant(t.db, battle.id, b);

    await patch(battle.id, { status: 'ready' });
    expect(await notesOf(battle.id, 'battle_started')).toEqual([]);
    const res = await patch(battle.id, { status: 'active' });
    expect(res.json().battle.status).toBe('active');
    const started = await notesOf(battle.id, 'battle_started');
    expect(started.map((n) => n.userId).sort()).toEqual([a.id, b.id].sort());
    expect(started[0]).toMatchObject({ title: 'Batalha iniciada', link: `/battle/${battle.slug}` });

    await patch(battle.id, { status: 'ready' });
    await patch(battle.id, { status: 'active' });
    await runJobOnce(t.app.deps, battleStatusJob);
    expect(await notesOf(battle.id, 'battle_started')).toHaveLength(2);
  });
});
