import type { Job } from '#server/jobs/job.ts';
import { deleteLoginNetworksSeenBefore } from './repository.ts';
import { signUpsExpiredBefore } from './signup-expiry.ts';
import { deleteExpiredSignUps } from './unverified-repository.ts';

export const ACCOUNT_SWEEP_LOCK = 7331;
/** A network the account has not signed in from for this long is no longer known. */
export const KNOWN_NETWORK_TTL_MS = 180 * 24 * 60 * 60 * 1000;

/**
 * Deletes sign-ups never confirmed within their window (signup-expiry.ts), freeing their address
 * and name, and forgets login networks unused for half a year (decision 0017).
 */
export const accountSweepJob: Job = {
  name: 'account-sweep',
  lockId: ACCOUNT_SWEEP_LOCK,
  intervalMs: 10 * 60 * 1000,
  run: async (deps, tx) => {
    const now = deps.clock();
    await deleteExpiredSignUps(tx, { createdBefore: signUpsExpiredBefore(now) });
    await deleteLoginNetworksSeenBefore(tx, new Date(now.getTime() - KNOWN_NETWORK_TTL_MS));
  },
};
