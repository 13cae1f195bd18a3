import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children in a task of their own, after the browser has painted what came before
 * them. A landing page's first render (and the style and layout work it causes) otherwise runs as
 * one long main-thread task, which on a phone delays the first paint and blocks input; content
 * below the fold can wait a frame. `immediate` skips the wait (e.g. the URL points into it).
 */
export function AfterFirstPaint({
  children,
  immediate = false,
}: {
  children: ReactNode;
  immediate?: boolean;
}) {
  const [shown, setShown] = useState(immediate);
  useEffect(() => {
    if (shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the paint; the timeout lands after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [shown]);
  return shown ? children : null;
}
