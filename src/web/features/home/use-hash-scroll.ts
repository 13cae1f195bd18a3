import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long late content (banners, session-dependent buttons) may still push the target. */
const SETTLE_MS = 2000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Client-side navigation to '/#support' or '/#how-to-promote' does not scroll by itself: bring the
 * target into view and move focus to it (targets carry tabIndex=-1) so keyboard users land there.
 * Banners above the target load afterwards and push it down, so for a short while the target is
 * re-aligned whenever the page resizes, unless the user has started scrolling on their own.
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on every navigation (key), even to the same hash
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;

    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });

    let userScrolled = false;
    const onUserScroll = () => {
      userScrolled = true;
    };
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, onUserScroll, { passive: true });

    let firstCall = true;
    const observer = new ResizeObserver(() => {
      // The first callback reports the initial size; only later changes mean the layout moved.
      if (firstCall) {
        firstCall = false;
        return;
      }
      if (!userScrolled) target.scrollIntoView({ behavior: 'auto', block: 'start' });
    });
    observer.observe(document.body);

    const stop = () => {
      observer.disconnect();
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, onUserScroll);
    };
    const timer = window.setTimeout(stop, SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [hash, key]);
}
