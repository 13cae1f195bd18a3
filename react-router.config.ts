import type { Config } from '@react-router/dev/config';

/**
 * React Router framework mode (docs/decisions/0007-server-rendering.md): the route modules live
 * in src/web (route table: src/web/routes.ts); `vite build` writes the browser assets to
 * dist/web/client and the server build that Fastify renders pages with to dist/web/server.
 */
export default {
  appDirectory: 'src/web',
  buildDirectory: 'dist/web',
  ssr: true,
  // React Router 8's behaviours, each tried alone on 7.x (docs/decisions/0037-react-router-as-shipped.md);
  // naming every one also keeps the build from warning about each on every start.
  future: {
    // Off: loaders read the load context the server builds (`context.pageData`), which the
    // middleware's `RouterContextProvider` replaces; every page answered 500 with it on.
    v8_middleware: false,
    // On: public pages load the same modules and bytes (they have no client loader); the admin
    // layout's client loader and fallback get chunks of their own.
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    // Off: loaders read `request.url` (the login guard's `from`, the arena's filters), which this
    // flag leaves as the browser sent it for a navigation's data (`/wallet.data?_routes=…`);
    // they move to the loader's `url` argument first.
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
