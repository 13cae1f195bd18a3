import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function start(router: ReturnType<typeof createAppRouter>) {
  const root = createRoot(container!);
  // A transition, like the router's own updates: React renders in slices (no long task blocking
  // input), and a page that suspends for its data keeps the shell up instead of a half page.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}

// index.html paints a static shell (header bar and spinner); React takes over once the first
// page's lazy chunk is in, so the page renders once instead of fallback first, page second.
function boot() {
  const router = createAppRouter();
  if (router.state.initialized) {
    start(router);
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    // A task of its own: the lazy page chunk often resolves within the router's task, and the
    // first render is the longest piece of work of a cold start (blocking input on a phone).
    setTimeout(() => start(router), 0);
  });
}

// Evaluating the bundle is one long task already; the router starts in the next one.
setTimeout(boot, 0);
