import { useEffect, useState } from 'react';

/**
 * Runs `callback` in a task of its own after the browser's next paint (the frame callback runs
 * just before the paint; the timeout lands after it). Returns the cancel.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * How many of `total` items to render: `step` at first, `step` more after each paint, until all.
 * A long list's first render (and the layout it causes) is otherwise one long main-thread task
 * that blocks input on a phone; the first items, the ones on screen, come first.
 */
export function useProgressiveCount(total: number, step: number): number {
  const [shown, setShown] = useState(step);
  const done = shown >= total;
  useEffect(() => {
    if (done) return;
    return afterPaint(() => setShown(shown + step));
  }, [shown, done, step]);
  return Math.min(shown, total);
}
