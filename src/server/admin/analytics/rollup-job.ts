import { analyticsPeriods } from '#domain/schemas/admin-analytics.ts';
import { saoPauloMidnight } from '#domain/time/sao-paulo-days.ts';
import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import { addDaysToKey } from '#server/admin/shared/time.ts';
import type { Job } from '#server/jobs/job.ts';
import {
  analyzeRollup,
  firstActivityDay,
  rolledUntil,
  rollUp,
  setRolledUntil,
  storePeriodTops,
} from './repository.ts';

export const ANALYTICS_ROLLUP_LOCK = 7316;

/**
 * The rollup stops this long before now: a vote whose transaction is still open then lands in the
 * next run, which recounts its whole day anyway.
 */
export const ROLLUP_GRACE_MS = 60 * 1000;

/** Battles and fighters kept per period and kind; the pages show 10. */
export const PERIOD_TOPS_KEPT = 50;

/**
 * Brings the rollup up to a minute ago (docs/decisions/0010-admin-lists-at-scale.md, 4): recounts every day from the one it had reached (on the
 * first run, from the first day with data) and ranks each analytics period's tops again. The
 * dashboard and the analytics then count live only what came after.
 */
export const analyticsRollupJob: Job = {
  name: 'analytics-rollup',
  lockId: ANALYTICS_ROLLUP_LOCK,
  intervalMs: 5 * 60 * 1000,
  // A start does not answer before the rollup reaches a minute ago: otherwise the dashboard and
  // the analytics count everything since it ended live (every vote on a database that grew without
  // it: seconds per request) until the first run ends.
  beforeServing: true,
  run: async (deps, tx) => {
    const until = new Date(deps.clock().getTime() - ROLLUP_GRACE_MS);
    const previous = await rolledUntil(tx);
    if (previous && previous.getTime() >= until.getTime()) return;
    const toDay = saoPauloDayKey(until);
    const fromDay = previous ? saoPauloDayKey(previous) : ((await firstActivityDay(tx)) ?? toDay);
    await rollUp(tx, { fromDay, toDay }, saoPauloMidnight(fromDay), until);
    await setRolledUntil(tx, until);
    for (const days of analyticsPeriods) {
      const periodFrom = addDaysToKey(toDay, -(days - 1));
      await storePeriodTops(tx, days, 'battle', periodFrom, PERIOD_TOPS_KEPT);
      await storePeriodTops(tx, days, 'fighter', periodFrom, PERIOD_TOPS_KEPT);
    }
    // The first run adds the whole history at once: the planner must know before the next
    // request. Later runs change a day or two, which autovacuum's analyze follows.
    if (!previous) await analyzeRollup(tx);
  },
};
