import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { PageRenderer } from './render-page.ts';
import { buildViewerShellRoute, fillerOf } from './viewer-shell-routes.ts';

/**
 * `npm run dev`: Vite in middleware mode inside this Fastify app, so development runs the same
 * server and the same rendering path as production (pages rendered by React Router on the
 * server), with the web app's modules compiled on demand and hot reloading over this server.
 * Vite and middie are development dependencies, imported only here.
 */
export async function startDevRenderer(app: FastifyInstance): Promise<PageRenderer> {
  const [{ createServer }, { default: middie }, { createRequestHandler, matchRoutes }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
    import('react-router'),
  ]);
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  app.addHook('onClose', async () => {
    await vite.close();
  });
  await app.register(middie);
  // Vite answers its own URLs (/@vite/client, /src/..., /node_modules/.vite/...) and passes on the rest.
  app.use((req, res, next) => {
    if (req.url?.startsWith('/api/')) return next();
    vite.middlewares(req, res, next);
  });
  const load = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  const handler = createRequestHandler(load, 'development');
  return {
    render: (request, context) => handler(request, context),
    viewerShellOf: async (pathname) => buildViewerShellRoute(await load(), pathname, matchRoutes),
    fillViewerShell: async (kept, context) => fillerOf(await load())(kept, context),
  };
}
