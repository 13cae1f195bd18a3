import type { Tx } from '#server/db/client.ts';
import type { AppDeps } from '#server/deps.ts';
import type { Job } from '#server/jobs/job.ts';
import { type BatchOutcome, closingBatch, joinedBatch } from './alert-runs.ts';
import {
  enqueueClosingRuns,
  enqueueMissedResultRuns,
  type NoticeRunRow,
  pendingRuns,
} from './notice-runs-repository.ts';
import { RUN_BATCH_VOTES, resultBatch } from './result-run.ts';

export const FAN_NOTICE_JOB_LOCK = 7351;

/** Batches per tick: each tick's transaction walks at most this many × RUN_BATCH_VOTES rows. */
const BATCHES_PER_TICK = 4;

/** A battle she voted in is recalled this long before it closes. */
export const CLOSING_REMINDER_MS = 3 * 3_600_000;

function batchOf(deps: AppDeps, tx: Tx, run: NoticeRunRow, now: Date, limit: number): Promise<BatchOutcome> {
  if (run.kind === 'joined') return joinedBatch(deps, tx, run, now, limit);
  if (run.kind === 'closing') return closingBatch(deps, tx, run, now, limit);
  return resultBatch(tx, run, now, limit);
}

/**
 * Walks the pending notice runs a few batches per tick, so the fans of a battle with many voters
 * (or a fighter with many followers) are told within minutes without one long transaction
 * (docs/decisions/0034-a-fans-side.md). Starts the closing reminders of battles about to end.
 */
export async function runFanNotices(
  deps: AppDeps,
  tx: Tx,
  batches = BATCHES_PER_TICK,
  batchSize = RUN_BATCH_VOTES,
): Promise<void> {
  const now = deps.clock();
  await enqueueMissedResultRuns(tx, 20);
  await enqueueClosingRuns(tx, now, CLOSING_REMINDER_MS, 20);
  let budget = batches;
  for (const pending of await pendingRuns(tx, batches)) {
    let run = pending;
    let done = false;
    while (!done && budget > 0) {
      budget -= 1;
      ({ run, done } = await batchOf(deps, tx, run, now, batchSize));
    }
    if (budget <= 0) break;
  }
}

export const fanNoticeJob: Job = {
  name: 'fan-notices',
  lockId: FAN_NOTICE_JOB_LOCK,
  intervalMs: 15_000,
  // As often as the status job when that one is shortened (the journeys run it every 2 s).
  configuredIntervalMs: (config) => Math.min(15_000, config.STATUS_JOB_INTERVAL_MS),
  run: (deps, tx) => runFanNotices(deps, tx),
};
