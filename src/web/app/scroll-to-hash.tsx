import { useEffect } from 'react';
import { useLocation } from 'react-router';

const HASH_WAIT_MS = 3000;

function findTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * '/#support'-style anchors whose section renders late (after a query), watching the DOM for a
 * few seconds until the target appears. The router's <ScrollRestoration> (root.tsx) restores
 * positions on back/forward and goes to the top on new pages.
 */
export function ScrollToHash() {
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key re-runs it for a repeated click on the same anchor.
  useEffect(() => {
    const { hash } = location;
    if (!hash || hash === '#') return;

    const scrollTo = (target: HTMLElement) => target.scrollIntoView({ block: 'start' });
    const found = findTarget(hash);
    if (found) {
      scrollTo(found);
      return;
    }
    const observer = new MutationObserver(() => {
      const target = findTarget(hash);
      if (target) {
        observer.disconnect();
        scrollTo(target);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timeout = window.setTimeout(() => observer.disconnect(), HASH_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timeout);
    };
  }, [location.hash, location.key]);

  return null;
}
