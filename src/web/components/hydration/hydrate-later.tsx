import { type ReactNode, Suspense, useEffect, useLayoutEffect } from 'react';
import { boundaryHydrated, boundaryPending } from '#web/lib/hydrated-mark.ts';

function Hydrated() {
  useEffect(boundaryHydrated, []);
  return null;
}

/**
 * What the browser may hydrate after the rest (below the fold, or not interactive): React leaves
 * a Suspense boundary of the server's HTML for a later, low-priority render and commit of its own,
 * so its work is not part of the page's first long task (docs/decisions/0024-hydration-that-yields.md).
 * The HTML is the same (the boundary adds only comment markers); nothing here suspends, so in a
 * browser navigation it renders at once. A click inside before it is hydrated makes React hydrate
 * it first and then deliver the click. Lazy content (with its `fallback` meanwhile) counts too:
 * the page is not hydrated until its code has come and it has hydrated.
 */
export function HydrateLater({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  useLayoutEffect(boundaryPending, []);
  return (
    <Suspense fallback={fallback}>
      {children}
      <Hydrated />
    </Suspense>
  );
}
