import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from then on (and at once in a
 * component that mounts later). A page's scripts start after its first paint
 * (docs/decisions/0014-scripts-after-first-paint.md), so controls that need them exist a moment
 * before they work.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
