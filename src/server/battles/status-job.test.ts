import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { battles, notifications } from '#server/db/schema.ts';
import { runJobOnce } from '#server/jobs/index.ts';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { battleStatusJob } from './status-job.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

const HOUR = 3600_000;
const statusOf = async (id: string) =>
  (await t.db.select().from(battles).where(eq(battles.id, id)))[0]?.status;

describe('battle status job', () => {
  it('moves started schedules to waiting and ended battles to finished, notifying once', async () => {
    const now = Date.now();
    const due = await createBattle(t.db, { status: 'scheduled', startTime: new Date(now - 1000) });
    const future = await createBattle(t.db, { status: 'scheduled', startTime: new Date(now + HOUR) });
    const ended = await createBattle(t.db, { status: 'active', endTime: new Date(now - 1000) });
    const endedWaiting = await createBattle(t.db, { status: 'waiting', endTime: new Date(now - 1000) });
    const running = await createBattle(t.db, { status: 'active' });
    const [winner, runnerUp, scheduledFighter] = await Promise.all([
      createUser(t.db),
      createUser(t.db),
      createUser(t.db),
    ]);
    await addParticipant(t.db, ended.id, winner, { votesCount: 7 });
    await addParticipant(t.db, ended.id, runnerUp, { votesCount: 2 });
    await addParticipant(t.db, due.id, scheduledFighter);

    expect(await runJobOnce(t.app.deps, battleStatusJob)).toBe(true);
    expect(await statusOf(due.id)).toBe('waiting');
    expect(await statusOf(future.id)).toBe('scheduled');
    expect(await statusOf(ended.id)).toBe('finished');
    expect(await statusOf(endedWaiting.id)).toBe('finished');
    expect(await statusOf(running.id)).toBe('active');

    await runJobOnce(t.app.deps, battleStatusJob);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(inArray(notifications.userId, [winner.id, runnerUp.id, scheduledFighter.id]));
    const summary = notes
      .map((n) => `${n.userId === winner.id ? 'W' : n.userId === runnerUp.id ? 'R' : 'S'}:${n.type}`)
      .sort();
    expect(summary).toEqual(['R:battle_finished', 'S:battle_started', 'W:battle_won']);
    const runnerNote = notes.find((n) => n.userId === runnerUp.id);
    expect(runnerNote?.body).toContain('2º lugar com 2 votos');
  });
});
