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
  // React Router 8's behaviours, each kept off on purpose until an upgrade takes them one by one
  // (the patched <Scripts>, decision 0014, and the chunk groups, decision 0013, depend on today's
  // module layout); naming them also keeps the build from warning about each on every start.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
