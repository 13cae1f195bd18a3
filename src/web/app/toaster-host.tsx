import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSonner, onSonnerRequested } from '#web/lib/toast.ts';

const AppToaster = lazy(() => import('./toaster.tsx'));

/** Runs `task` once the page has loaded and the main thread is idle. */
function afterPageLoad(task: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(task, { timeout: 2000 })
        : window.setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * Mounts the Toaster after the page has loaded, or as soon as a toast is raised, so its code is
 * not part of any page's first paint.
 */
export function ToasterHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => onSonnerRequested(() => setMounted(true)), []);
  useEffect(() => afterPageLoad(() => void loadSonner()), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
