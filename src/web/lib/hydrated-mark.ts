/**
 * When the server's HTML has become a working page. The root hydrates first and the parts inside
 * a <HydrateLater> boundary after it, each in a task of its own
 * (docs/decisions/0024-hydration-that-yields.md): the page counts as hydrated when the root and
 * every boundary seen so far have. Browser journeys wait for the attribute before typing or
 * clicking; the frontend bench counts the scripts a page loaded until the performance mark.
 */
let rootDone = false;
let pending = 0;
let marked = false;

/**
 * The longest the server's answers are held back for a hydration (below): a page whose mark never
 * comes (a bug) must still load its data, at worst with a mismatch React recovers from.
 */
export const HOLD_AT_MOST_MS = 5_000;

let release: (() => void) | null = null;
let hydration: Promise<void> = Promise.resolve();

/**
 * entry.client, before it hydrates the server's HTML: from now until the page is hydrated,
 * `afterHydration()` waits.
 */
export function hydrationStarts(): void {
  if (marked || release) return;
  hydration = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, HOLD_AT_MOST_MS);
  });
}

/**
 * Resolves once the page the server rendered is hydrated (at once when none is: a client-side
 * navigation, a test). What the server sends (API answers, live events) waits for it: the parts
 * inside a Suspense boundary hydrate in tasks of their own, after the root's commit has started
 * the queries, and an answer written to the cache in between would make such a part render
 * something the server's HTML does not hold (a hydration mismatch, the part thrown away and
 * rendered again).
 */
export function afterHydration(): Promise<void> {
  return hydration;
}

function markIfDone() {
  if (marked || !rootDone || pending > 0) return;
  marked = true;
  document.documentElement.dataset.hydrated = 'true';
  performance.mark('yod:hydrated');
  release?.();
}

/** The root's effect: its own part is hydrated. */
export function rootHydrated(): void {
  rootDone = true;
  markIfDone();
}

/**
 * A boundary in the tree (its layout effect, in the commit that created it): one more part to
 * wait for. It runs before the boundary's content commits, and before the commit's passive
 * effects, so the count cannot reach zero while a boundary is still to come.
 */
export function boundaryPending(): void {
  pending += 1;
}

/** The boundary's content is hydrated (its passive effect). */
export function boundaryHydrated(): void {
  pending -= 1;
  markIfDone();
}
