import { VOTE_FLAG_WINDOW_MS } from '#domain/schemas/vote-review.ts';
import type { Tx } from '#server/db/client.ts';
import type { AppDeps } from '#server/deps.ts';
import type { Job } from '#server/jobs/job.ts';
import { getSettings } from '#server/settings/repository.ts';
import { flaggedUntil, flagWindows, setFlaggedUntil } from './flag-repository.ts';

export const VOTE_FLAG_JOB_LOCK = 7321;

/** A window is looked at this long after it ends, so votes still committing land in it. */
export const FLAG_GRACE_MS = 60 * 1000;

/** The first run (or one after a long stop) looks back at most this far. */
export const FLAG_LOOKBACK_MS = 24 * 3_600_000;

/**
 * Flags the suspicious bursts of every 10-minute window that closed since the last run
 * (docs/decisions/0011-vote-review.md), off the vote's hot path: one instance per tick holds the
 * advisory lock, `vote_flag_state.flagged_until` says which windows are done and the flags' unique
 * index keeps a window from being flagged twice, so each window is computed once across instances.
 */
export async function flagClosedWindows(deps: AppDeps, tx: Tx): Promise<number> {
  const now = deps.clock();
  const until = new Date(
    Math.floor((now.getTime() - FLAG_GRACE_MS) / VOTE_FLAG_WINDOW_MS) * VOTE_FLAG_WINDOW_MS,
  );
  const previous = await flaggedUntil(tx);
  const earliest = new Date(until.getTime() - FLAG_LOOKBACK_MS);
  const from = previous && previous > earliest ? previous : earliest;
  if (from >= until) return 0;
  const s = await getSettings(tx);
  const added = await flagWindows(
    tx,
    from,
    until,
    {
      newAccountVotes: s.flagNewAccountVotes,
      guestNetworkVotes: s.flagGuestNetworkVotes,
      signupNetworkAccounts: s.flagSignupNetworkAccounts,
    },
    now,
  );
  await setFlaggedUntil(tx, until);
  return added;
}

export const voteFlagJob: Job = {
  name: 'vote-flags',
  lockId: VOTE_FLAG_JOB_LOCK,
  intervalMs: 60_000,
  run: async (deps, tx) => {
    await flagClosedWindows(deps, tx);
  },
};
