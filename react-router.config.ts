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
} satisfies Config;
