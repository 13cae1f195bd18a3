import type { AppDeps } from '#server/deps.ts';

/**
 * What fans' page shells (docs/decisions/0027-viewer-parts-in-the-browser.md) have done on this
 * instance, for /metrics: a shell pays off when most answers are hits, and a failure to render
 * or fill one in is a fan's 500 page.
 */
export interface ShellCounts {
  /** Answers from a shell this request did not render: one kept, or one another request was rendering. */
  hits: number;
  /** Shells rendered. */
  renders: number;
  /** Shell renders that threw. */
  renderFailures: number;
  /** Fills of a shell with a fan's parts that threw. */
  fillFailures: number;
}

const countsByApp = new WeakMap<AppDeps, ShellCounts>();

/** The shell counts of one app (its deps), kept apart so test apps in one process do not mix. */
export function shellCounts(deps: AppDeps): ShellCounts {
  let counts = countsByApp.get(deps);
  if (!counts) {
    counts = { hits: 0, renders: 0, renderFailures: 0, fillFailures: 0 };
    countsByApp.set(deps, counts);
  }
  return counts;
}
