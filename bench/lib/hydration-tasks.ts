// The main thread's long tasks while a page starts, read from a Chrome trace (Lighthouse's own:
// with its default simulated throttling the page loads unthrottled and the slow phone is computed
// afterwards, so the trace shows what this machine's CPU really spent).
import type { Trace } from 'lighthouse/types/artifacts.js';

type TraceEvent = Trace['traceEvents'][number];

/** How long after the hydration mark the window runs on: boundaries hydrated later count too. */
export const AFTER_HYDRATED_MS = 1000;

export interface HydrationTasks {
  /** The longest main-thread task in the window, ms (0 when none). */
  longestMs: number;
  /**
   * The most CPU time one task in the window used (the trace's thread time), ms: on a machine
   * shared with other work a task also waits for a core, which its wall time counts and this
   * does not. Null when the trace has no thread times.
   */
  longestCpuMs: number | null;
  /** Tasks over 50 ms in the window. */
  over50: number;
  /** Their time over 50 ms, summed: TBT's rule, unthrottled. */
  blockingMs: number;
}

const isTask = (e: TraceEvent) =>
  e.ph === 'X' &&
  (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
  typeof e.dur === 'number';

/**
 * The page's main thread is the renderer thread that carries the hydration mark; the window runs
 * from the first of the page's own module scripts evaluated (they start after the first paint,
 * docs/decisions/0014-scripts-after-first-paint.md) to AFTER_HYDRATED_MS after the
 * `yod:hydrated` mark root.tsx sets. Null when the trace has no mark (a build without it).
 */
export function hydrationTasks(trace: Trace, mark = 'yod:hydrated'): HydrationTasks | null {
  const events = trace.traceEvents;
  const hydrated = events.find((e) => e.name === mark);
  if (!hydrated) return null;
  const thread = events.filter((e) => e.pid === hydrated.pid && e.tid === hydrated.tid);
  const firstScript = thread.find(
    (e) =>
      (e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript') &&
      e.ph === 'X' &&
      String(e.args?.data?.url ?? e.args?.fileName ?? '').includes('/assets/'),
  );
  const start = firstScript?.ts ?? hydrated.ts;
  const end = hydrated.ts + AFTER_HYDRATED_MS * 1000;
  // Task events nest (RunTask inside ThreadControllerImpl::RunTask): count the outermost only.
  const tasks = thread.filter(isTask).sort((a, b) => a.ts - b.ts);
  const outer: TraceEvent[] = [];
  for (const task of tasks) {
    const last = outer.at(-1);
    if (last && task.ts < last.ts + (last.dur ?? 0)) continue;
    outer.push(task);
  }
  const windowTasks = outer.filter((t) => t.ts + (t.dur ?? 0) >= start && t.ts <= end);
  const inWindow = windowTasks.map((t) => (t.dur ?? 0) / 1000);
  const cpu = windowTasks
    .map((t) => (t as { tdur?: number }).tdur)
    .filter((tdur) => typeof tdur === 'number');
  const long = inWindow.filter((ms) => ms > 50);
  return {
    longestMs: Math.max(0, ...inWindow),
    longestCpuMs: cpu.length > 0 ? Math.max(...cpu) / 1000 : null,
    over50: long.length,
    blockingMs: long.reduce((sum, ms) => sum + ms - 50, 0),
  };
}
