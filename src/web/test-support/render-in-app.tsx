import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '#web/app/providers.tsx';
import { type RootData, useRootData } from '#web/app/root-data.ts';
import { RenderTimeContext } from '#web/lib/use-now.ts';

/** The public origin the root loader hands to every page in these tests. */
export const TEST_ORIGIN = 'https://yodarena.test';

/** root.tsx's App around a page: the render instant for the clocks and the app's providers. */
function TestRoot() {
  const root = useRootData();
  return (
    <RenderTimeContext.Provider value={root?.renderedAt ?? 0}>
      <Providers>
        <Outlet />
      </Providers>
    </RenderTimeContext.Provider>
  );
}

export interface RenderInAppOptions {
  /** The route pattern the page is mounted on ('/battle/:idOrSlug'); the index route by default. */
  path?: string;
  /** The address the test starts at ('/battle/final-de-bangkok'); `path` itself by default. */
  url?: string;
  /** Other pages the test may navigate to, by route pattern (a stand-in for each). */
  otherPages?: Record<string, ReactNode>;
}

/**
 * Renders `ui` as a page of the app: under a route with the root's id and loader data (origin,
 * render time), inside the real providers (QueryClient, toaster), in a memory router so links,
 * params and navigation work. Returns Testing Library's queries and a user-event session that
 * moves fake timers along when a test uses them.
 */
export function renderInApp(ui: ReactNode, { path, url, otherPages = {} }: RenderInAppOptions = {}) {
  const rootData: RootData = {
    origin: TEST_ORIGIN,
    renderedAt: Date.now(),
    dehydrated: { mutations: [], queries: [] },
  };
  const Page = () => ui;
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => rootData,
      Component: TestRoot,
      children: [
        path ? { path, Component: Page } : { index: true, Component: Page },
        ...Object.entries(otherPages).map(([pattern, element]) => ({
          path: pattern,
          Component: () => element,
        })),
      ],
    },
  ]);
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  const view = render(
    <Stub initialEntries={[url ?? path ?? '/']} hydrationData={{ loaderData: { root: rootData } }} />,
  );
  return { user, ...view };
}

/** A toast with this title in the app's toaster (it loads on the first toast). */
export async function findToast(title: string): Promise<HTMLElement> {
  const toaster = await screen.findByRole('region', { name: /^Notificações/ });
  return within(toaster).findByText(title);
}
