import type { Job } from '#server/jobs/job.ts';
import { deleteExpired } from './repository.ts';

export const RATE_LIMIT_SWEEP_LOCK = 7302;
const GRACE_MS = 60 * 60 * 1000;

export const rateLimitSweepJob: Job = {
  name: 'rate-limit-sweep',
  lockId: RATE_LIMIT_SWEEP_LOCK,
  intervalMs: 10 * 60 * 1000,
  run: async (_deps, tx) => {
    await deleteExpired(tx, GRACE_MS);
  },
};
