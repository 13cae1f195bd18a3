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

function markIfDone() {
  if (marked || !rootDone || pending > 0) return;
  marked = true;
  document.documentElement.dataset.hydrated = 'true';
  performance.mark('yod:hydrated');
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
