import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Built files live in /assets/ or at the top level (favicon, og image); a missing one is a 404.
 * Deeper paths are app routes even with a dot in them (e.g. /u/joao.silva).
 */
function looksLikeFile(url: string): boolean {
  if (url.startsWith('/assets/')) return true;
  const segments = url.split('/').filter(Boolean);
  return segments.length === 1 && path.extname(segments[0]!) !== '';
}

export type HtmlTransform = (html: string, request: FastifyRequest) => Promise<string>;

interface RoutePreload {
  segments: string[];
  tags: string;
}

/**
 * The build's .vite/route-preloads.json (vite.config.ts): per public page path, the chunks that
 * page needs beyond the entry, as ready-made modulepreload tags.
 */
function loadRoutePreloads(webDir: string): RoutePreload[] {
  const file = path.join(webDir, '.vite', 'route-preloads.json');
  if (!existsSync(file)) return [];
  const { routes } = JSON.parse(readFileSync(file, 'utf8')) as {
    routes: { path: string; files: string[] }[];
  };
  return routes.map((route) => ({
    segments: route.path.split('/').filter(Boolean),
    tags: route.files
      .filter((f) => /^assets\/[\w.-]+\.js$/.test(f))
      // Low priority like the entry's own (vite.config.ts lowPriorityScripts): CSS paints first.
      .map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}">`)
      .join(''),
  }));
}

/** The preload tags of the page at `url` (':param' segments match any one segment), or ''. */
function preloadTagsFor(routes: RoutePreload[], url: string): string {
  const segments = url.split('/').filter(Boolean);
  const match = routes.find(
    (route) =>
      route.segments.length === segments.length &&
      route.segments.every((s, i) => s.startsWith(':') || s === segments[i]),
  );
  return match?.tags ?? '';
}

/**
 * Serves the built React app: hashed assets with long caching, and index.html for every other
 * non-API path (the client router decides, and logs unknown paths). `transforms` may rewrite the
 * HTML per path, e.g. Open Graph tags for /battle/... links.
 */
export async function registerSpa(app: FastifyInstance, webDir: string, transforms: HtmlTransform[] = []) {
  const indexFile = path.join(webDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDir }, 'web build not found; only the API is served (run npm run build)');
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const routePreloads = loadRoutePreloads(webDir);
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br/.gz twins of the assets (vite.config.ts): no compression per request.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const tags = preloadTagsFor(routePreloads, request.url.split('?')[0] ?? '/');
    let html = tags ? indexHtml.replace('</head>', `${tags}</head>`) : indexHtml;
    for (const transform of transforms) html = await transform(html, request);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
  app.get('/', { config: { access: 'public', allowBanned: true }, schema: { hide: true } }, sendIndex);
  app.get(
    '/*',
    { config: { access: 'public', allowBanned: true }, schema: { hide: true } },
    async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url.startsWith('/api/') || url.startsWith('/uploads/') || looksLikeFile(url)) {
        return reply.callNotFound();
      }
      return sendIndex(request, reply);
    },
  );
}
