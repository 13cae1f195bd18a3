import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { PageRenderer } from './render-page.ts';
import { buildViewerShellRoute, fillerOf } from './viewer-shell-routes.ts';

/** The production renderer: the server build `react-router build` wrote (dist/web/server). */
export async function loadBuiltRenderer(webDir: string): Promise<PageRenderer | null> {
  const entry = path.join(webDir, 'server', 'index.js');
  if (!existsSync(entry)) return null;
  // React picks its development or production build by NODE_ENV when first imported (React
  // Router imports it): the built app renders with the production one unless NODE_ENV says
  // otherwise, so both are imported only after this line. `npm start` sets production itself
  // (scripts/start-env.ts); this covers `node dist/server/main.js` run without it.
  process.env.NODE_ENV ??= 'production';
  const { createRequestHandler, matchRoutes } = await import('react-router');
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  const fill = fillerOf(build);
  return {
    render: (request, context) => handler(request, context),
    viewerShellOf: async (pathname) => buildViewerShellRoute(build, pathname, matchRoutes),
    fillViewerShell: fill,
  };
}
