import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { analyticsRollupJob } from '#server/admin/analytics/rollup-job.ts';
import { banExpiryJob } from '#server/admin/users/ban-expiry-job.ts';
import { voteFlagJob } from '#server/admin/vote-review/flag-job.ts';
import { accountSweepJob } from '#server/auth/account-sweep-job.ts';
import { battleStatusJob } from '#server/battles/status-job.ts';
import { queryRows } from '#server/db/query.ts';
import type { AppDeps } from '#server/deps.ts';
import { fanNoticeJob } from '#server/fans/notice-job.ts';
import { rateLimitSweepJob } from '#server/rate-limit/sweep-job.ts';
import type { Job } from './job.ts';

export type { Job } from './job.ts';

/** Jobs run by the server process; each feature adds its own here. */
export const jobs: Job[] = [
  battleStatusJob,
  rateLimitSweepJob,
  analyticsRollupJob,
  voteFlagJob,
  accountSweepJob,
  banExpiryJob,
  fanNoticeJob,
];

/** Runs a job once under its advisory lock; returns false when another instance holds the lock. */
export async function runJobOnce(deps: AppDeps, job: Job): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await queryRows<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${job.lockId}) AS locked`,
    );
    if (!row?.locked) return false;
    await job.run(deps, tx);
    return true;
  });
}

/**
 * Brings the jobs marked `beforeServing` up to date, each under its lock, before the server
 * listens: after a restart (or the first start on a database that grew without the job) the
 * rollup catches up from the day it had reached, so the admin's first dashboard is read from it
 * (docs/decisions/0020-signed-in-reads.md). Another instance holding the lock is doing the same.
 */
export async function runBeforeServing(deps: AppDeps, list: readonly Job[] = jobs): Promise<void> {
  for (const job of list) {
    if (!job.beforeServing) continue;
    // A failing run does not stop the start: requests then count live, slowly but correctly.
    await runJobOnce(deps, job).catch((err: unknown) =>
      deps.log.error({ err, job: job.name }, 'job failed before serving'),
    );
  }
}

export function startJobs(app: FastifyInstance): () => void {
  const timers = jobs.map((job) => {
    const tick = () =>
      runJobOnce(app.deps, job).catch((err: unknown) => app.log.error({ err, job: job.name }, 'job failed'));
    void tick();
    return setInterval(tick, job.configuredIntervalMs?.(app.deps.config) ?? job.intervalMs);
  });
  return () => {
    for (const t of timers) clearInterval(t);
  };
}
