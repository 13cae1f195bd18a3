import { describe, expect, it } from 'vitest';
import { rolledUntil } from '#server/admin/analytics/repository.ts';
import { ROLLUP_GRACE_MS } from '#server/admin/analytics/rollup-job.ts';
import { addParticipant, castVote, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { jobs, runBeforeServing } from './index.ts';
import type { Job } from './job.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

describe('jobs run before serving', () => {
  it('bring the analytics rollup to a minute ago before the first request', async () => {
    const battle = await createBattle(t.db);
    const fighter = await createUser(t.db);
    await addParticipant(t.db, battle.id, fighter);
    const voter = await createUser(t.db, { balance: 1 });
    const votedAt = new Date(Date.now() - 10 * 60_000);
    await castVote(t.db, {
      battleId: battle.id,
      participantUserId: fighter.id,
      voterUserId: voter.id,
      createdAt: votedAt,
    });
    // A database that grew without the job (or a long stop): nothing rolled up yet.
    expect(await rolledUntil(t.db)).toBeNull();
    const before = Date.now();
    await runBeforeServing(t.app.deps);
    const until = await rolledUntil(t.db);
    expect(until?.getTime()).toBeGreaterThanOrEqual(before - ROLLUP_GRACE_MS - 1_000);
    expect(until!.getTime()).toBeGreaterThan(votedAt.getTime());
    expect(jobs.filter((j) => j.beforeServing).map((j) => j.name)).toEqual(['analytics-rollup']);
  });

  it('start anyway when such a job fails, with the failure logged', async () => {
    const errors: unknown[] = [];
    const failing: Job = {
      name: 'failing',
      lockId: 999_001,
      intervalMs: 60_000,
      beforeServing: true,
      run: async () => {
        throw new Error('boom');
      },
    };
    const deps = { ...t.app.deps, log: { ...t.app.deps.log, error: (e: unknown) => errors.push(e) } };
    await expect(runBeforeServing(deps as typeof t.app.deps, [failing])).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});
