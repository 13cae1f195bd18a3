import { type ReactNode, useEffect, useState } from 'react';
import { afterPaint } from '../lib/after-paint.ts';

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
    return afterPaint(() => setShown(true));
  }, [shown]);
  return shown ? children : null;
}
