import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();

function start() {
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
if (router.state.initialized) {
  start();
} else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    start();
  });
}
