import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '#domain/messages.ts';
import { declaringAccess } from '#server/http/route-table.ts';
import { loadBuiltRenderer } from './built-web-app.ts';
import { startDevRenderer } from './dev-web-app.ts';
import { createPageHandler } from './page-handler.ts';
import type { PageRenderer } from './render-page.ts';

/** A sign-up form is well under 4 KB; nothing a page form sends needs more. */
const PAGE_FORM_BODY_LIMIT = 16 * 1024;

/** Where the pages come from: the production build in `dir`, or Vite in development. */
export type WebAppOptions = { mode: 'build'; dir: string } | { mode: 'dev' };

/**
 * Built files live in /assets/ or at the top level (favicon, og image); a missing one is a 404.
 * Deeper paths are pages even with a dot in them (e.g. /u/joao.silva), and so are React Router's
 * client navigation requests (/arena.data, /_root.data).
 */
function looksLikeFile(url: string): boolean {
  if (url.startsWith('/assets/')) return true;
  if (url.endsWith('.data')) return false;
  const segments = url.split('/').filter(Boolean);
  return segments.length === 1 && path.extname(segments[0]!) !== '';
}

/**
 * Paths that are never pages: the API's and the uploads' (any letter case, so `/API/…` is not
 * rendered as a page either). They answer the JSON 404.
 */
function isReserved(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/') || lower.startsWith('/uploads/');
}

/**
 * Serves the web app: its static assets with long caching, and every other non-API path as a page
 * rendered on the server by React Router (docs/decisions/0007-server-rendering.md).
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  let renderer: PageRenderer | null;
  if (options.mode === 'dev') {
    renderer = await startDevRenderer(app);
  } else {
    const clientDir = path.join(options.dir, 'client');
    renderer = existsSync(clientDir) ? await loadBuiltRenderer(options.dir) : null;
    if (!renderer) {
      app.log.warn(
        { webDir: options.dir },
        'web build not found; only the API is served (run npm run build)',
      );
      return;
    }
    await app.register(
      declaringAccess(
        fastifyStatic,
        {
          root: clientDir,
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
        },
        { access: 'public', allowBanned: true, viewer: 'handler' },
      ),
    );
  }

  const handlePage = createPageHandler({ renderer, dev: options.mode === 'dev' });
  // Pages resolve their viewer in the render (page-handler.ts), only when a session cookie came.
  const config = { access: 'public', allowBanned: true, viewer: 'handler' } as const;
  const pageOrNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.canonicalUrl.split('?')[0] ?? '/';
    if (isReserved(url) || looksLikeFile(url)) {
      return reply.callNotFound();
    }
    return handlePage(request, reply);
  };
  app.get('/', { config, schema: { hide: true } }, handlePage);
  app.get('/*', { config, schema: { hide: true } }, pageOrNotFound);
  // The public forms posted before the page's scripts run (sign-in, sign-up, password reset:
  // docs/decisions/0023-auth-forms-before-javascript.md), answered by the page route's action. The
  // Origin check covers them as every other write (http/origin-check.ts).
  await app.register(async (forms) => {
    // Every body is kept as text, so the guard and the canonical address answer an odd request
    // as they answer any other; only a form's body reaches a page action, any other (JSON, text,
    // multipart) is a 415 before an action could mistake it for a form.
    forms.removeAllContentTypeParsers();
    forms.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: PAGE_FORM_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    forms.post('/*', { config, schema: { hide: true } }, async (request, reply) => {
      const type = String(request.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim()
        .toLowerCase();
      const url = request.canonicalUrl.split('?')[0] ?? '/';
      // An API address in another spelling goes on to be answered as that address.
      const page = !isReserved(url) && !looksLikeFile(url);
      if (page && type !== 'application/x-www-form-urlencoded') {
        return reply
          .status(415)
          .send({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: messages.VALIDATION.message } });
      }
      return pageOrNotFound(request, reply);
    });
  });
}
