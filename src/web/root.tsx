import { type DehydratedState, HydrationBoundary } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import {
  Links,
  type LinksFunction,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from 'react-router';
import { rootHydrated } from '#web/lib/hydrated-mark.ts';
import { RenderTimeContext } from '#web/lib/use-now.ts';
import './app/load-context.ts';
import { AppRoot } from './app/app-root.tsx';
import { dehydrated, hasDehydrated, prefetched } from './app/dehydrate.ts';
import { Providers } from './app/providers.tsx';
import { type RootData, useRootData } from './app/root-data.ts';
import { ServerErrorPage } from './app/server-error-page.tsx';
import type { ViewerQueries } from './app/viewer-shell.tsx';
import favicon from './assets/favicon.svg?url';
import { meQuery } from './shared/session/use-me.ts';
import { publicSettingsQuery } from './shared/settings/api/use-public-settings.ts';
import stylesheet from './styles.css?url';

export const links: LinksFunction = () => [{ rel: 'icon', type: 'image/svg+xml', href: favicon }];

/**
 * Data every page shares: the public origin (canonical and Open Graph URLs), the instant of the
 * render (clocks hydrate on it, see use-now.ts) and the public settings the texts quote. A request
 * without a session cookie is a visitor's, whatever the page: its HTML carries the logged-out
 * header (Entrar, Cadastrar) and calls to action, usable before any script runs (the server keeps
 * that copy apart from the one for sessions: server/web/page-handler.ts pageCacheKey).
 */
export async function loader({ context }: LoaderFunctionArgs): Promise<RootData> {
  const settings = await context.pageData.publicSettings();
  const entries = [prefetched(publicSettingsQuery(), settings)];
  if (!context.hasSession) entries.push(prefetched(meQuery(), { user: null }));
  return {
    origin: context.origin,
    renderedAt: Date.now(),
    dehydrated: dehydrated(entries),
  };
}

/** The session in a signed-in page's shell: the header's hole (docs/decisions/0027-viewer-parts-in-the-browser.md). */
export const viewerQueries: ViewerQueries = async ({ context }) => [
  prefetched(meQuery(), await context.pageData.me()),
];

/** Loaded once per visit: the settings refresh through their own query afterwards. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR" className="bg-zinc-950">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#09090b" />
        <meta name="color-scheme" content="dark" />
        {/* With a precedence React puts it before the script preloads: the first paint waits for
            this file only, so it must not share the start of the connection with ~50 scripts. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The query cache state of every matched route's loader, merged: hydrated above the whole tree,
 * so the header (outside the page) already has the session the page's loader read.
 */
function useLoadersState(): DehydratedState {
  const matches = useMatches();
  return useMemo(
    () => ({
      mutations: [],
      queries: matches.flatMap((m) => (hasDehydrated(m.loaderData) ? m.loaderData.dehydrated.queries : [])),
    }),
    [matches],
  );
}

export default function App() {
  const root = useRootData();
  const state = useLoadersState();
  useHydratedMark();
  return (
    <RenderTimeContext.Provider value={root?.renderedAt ?? 0}>
      <Providers>
        <HydrationBoundary state={state}>
          <AppRoot>
            <Outlet />
          </AppRoot>
        </HydrationBoundary>
      </Providers>
    </RenderTimeContext.Provider>
  );
}

/** The root's part of the page is hydrated; the page is once its later parts are too (hydrated-mark.ts). */
function useHydratedMark() {
  useEffect(rootHydrated, []);
}

/** Whatever no page handled (the root loader failed, a render crashed): a plain pt-BR page. */
export function ErrorBoundary() {
  useHydratedMark();
  return <ServerErrorPage />;
}
