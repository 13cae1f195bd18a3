import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { APP_TIME_ZONE } from '#domain/time/sao-paulo-time.ts';
import { hydrationStarts } from '#web/lib/hydrated-mark.ts';
import { isViewerHoleDigest, readViewerShell, ViewerShellContext } from './app/viewer-shell.tsx';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Intl's first formatter of a kind loads ICU data: the São Paulo zone (dates, countdowns) and the
 * pt-BR numbers and plurals (counts) cost tens of milliseconds each on a phone, once. Made here,
 * each in a task of its own, the page's clocks and counts find the data loaded while it hydrates
 * instead of adding it to one long task (docs/decisions/0024-hydration-that-yields.md). Other
 * options reuse what these load.
 */
const warmUps = [
  () => new Intl.DateTimeFormat('en-US', { timeZone: APP_TIME_ZONE, hour: 'numeric' }).format(0),
  () => {
    new Intl.NumberFormat('pt-BR').format(0);
    new Intl.PluralRules('pt-BR').select(0);
  },
];

/**
 * A fan's page leaves their parts to the browser (docs/decisions/0027-viewer-parts-in-the-browser.md):
 * React reports each such boundary it renders itself as a recoverable error, which here is the
 * plan, not a fault. Anything else goes where React sends it by default.
 */
function onRecoverableError(error: unknown) {
  if (isViewerHoleDigest((error as { digest?: unknown } | null)?.digest)) return;
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}

async function hydrate() {
  for (const warmUp of warmUps) {
    await nextTask();
    warmUp();
  }
  await nextTask();
  hydrationStarts();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <ViewerShellContext value={readViewerShell()}>
          <HydratedRouter />
        </ViewerShellContext>
      </StrictMode>,
      { onRecoverableError },
    );
  });
}

void hydrate();
