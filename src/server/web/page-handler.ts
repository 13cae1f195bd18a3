import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasSessionCookie, resolveViewer, type Viewer } from '#server/auth/viewer.ts';
import { sendEncoded } from '#server/http/encoded-body.ts';
import { etagMatches, weakEtag } from '#server/http/public-cache.ts';
import type { ReadCacheEntry } from '#server/http/read-cache.ts';
import { contentSecurityPolicy } from './csp.ts';
import { answerHeaders, cacheTagOf, type PageCacheDecision, pageCacheDecision } from './page-cache.ts';
import { pageLoadContext } from './page-context.ts';
import type { PageRenderer } from './render-page.ts';
import { toWebRequest } from './to-web-request.ts';
import { createShellAnswerer, viewerGetsShell } from './viewer-shell-page.ts';

/** When even the renderer failed: a page, in pt-BR, never a blank one or a JSON body. */
const FALLBACK_ERROR_HTML =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Algo deu errado | Yod Arena</title></head>' +
  '<body style="background:#09090b;color:#f4f4f5;font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem">' +
  '<h1>Algo deu errado</h1><p>Não foi possível carregar esta página agora. Tente novamente em instantes.</p>' +
  '<p><a href="/" style="color:#fbbf24">Voltar para o início</a></p></body></html>';

function sendFallbackError(reply: FastifyReply) {
  return reply
    .code(500)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .send(FALLBACK_ERROR_HTML);
}

interface PageHandlerOptions {
  renderer: PageRenderer;
  dev: boolean;
}

/**
 * The read-cache key of a page: a request without a session cookie is a visitor's for sure, and its
 * HTML says so (the header's Entrar/Cadastrar, the home page's calls to action: root.tsx); a
 * request with one gets the copy that leaves the viewer to the browser (a static page) or its own
 * render (a live page, never kept for a session).
 */
export function pageCacheKey(canonicalUrl: string, hasSession: boolean): string {
  return hasSession ? `page+session ${canonicalUrl}` : `page ${canonicalUrl}`;
}

/** A rendered answer, apart from any reply, so that requests waiting for the same render share it. */
interface RenderedPage {
  status: number;
  headers: [string, string][];
  cookies: string[];
  body: string;
  decision: PageCacheDecision;
  /** The cache entry this answer was kept as (a public page), or null. */
  kept: ReadCacheEntry | null;
}

/**
 * Answers a page request with server-rendered HTML (or a client navigation's data): the viewer
 * from the session cookie, the page's data read through the services, React Router's render,
 * then the caching the page declared (docs/decisions/0007-server-rendering.md): anonymous copies
 * of public pages are kept in the app's read cache, tagged with an ETag and answered 304 when the
 * browser holds them already; signed-in pages are private. Visitors asking for a page that is
 * being rendered wait for that render instead of starting their own (a cached page expiring
 * under load would otherwise be rendered once per waiting visitor).
 */
export function createPageHandler({ renderer, dev }: PageHandlerOptions) {
  const answerFromShell = createShellAnswerer({ renderer, dev });
  const rendering = new Map<string, Promise<ReadCacheEntry | null>>();

  function sendKept(request: FastifyRequest, reply: FastifyReply, entry: ReadCacheEntry) {
    const { nonce = '', ...headers } = entry.headers ?? {};
    const upgradeInsecure = request.server.deps.config.secureCookies;
    reply.headers(headers).header('etag', entry.etag);
    reply.header('content-security-policy', contentSecurityPolicy({ nonce, upgradeInsecure, dev }));
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return sendEncoded(request, reply, entry);
  }

  async function renderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    hasSession: boolean,
    nonce: string,
    { keep = true, viewer: known }: { keep?: boolean; viewer?: Viewer | null } = {},
  ): Promise<RenderedPage> {
    const app = request.server;
    const { deps } = app;
    const cacheKey = pageCacheKey(request.canonicalUrl, hasSession);
    const stamp = app.readCache.stamp();
    // The header shows the unread count: read in the viewer's own statement, not one more.
    const viewer =
      known !== undefined
        ? known
        : hasSession
          ? await resolveViewer(deps, request, { unreadNotifications: true })
          : null;
    const { context, usedViewer } = pageLoadContext(request, viewer, { hasSession, nonce });
    const response = await renderer.render(toWebRequest(request, reply, deps.config.PUBLIC_URL), context);
    const body = await response.text();
    if (response.status === 404) request.log.info({ path: request.url }, 'unknown page');
    const decision = pageCacheDecision({
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      vary: response.headers.get('vary'),
      hasSession,
      usedViewer: usedViewer(),
    });
    const headers = answerHeaders(response);
    const page: RenderedPage = {
      status: response.status,
      headers,
      cookies: response.headers.getSetCookie(),
      body,
      decision,
      kept: null,
    };
    if (!keep || (decision.kind !== 'live' && decision.kind !== 'static')) return page;
    const keptHeaders: Record<string, string> = {
      'content-type': response.headers.get('content-type') ?? 'text/html; charset=utf-8',
      'cache-control': decision.cacheControl,
      nonce,
    };
    // Every kept page differs with the cookie: a visitor's copy carries the logged-out header, a
    // session's copy leaves it to the browser (pageCacheKey), so no cache may hand one to the other.
    keptHeaders.vary = 'Cookie';
    const entry = {
      body,
      etag: weakEtag(body),
      tag: cacheTagOf(response, decision.kind),
      headers: keptHeaders,
      ttlMs: decision.ttlMs,
    };
    app.readCache.set(cacheKey, entry, stamp);
    // The object the cache holds: the compressed form made for this answer serves the next ones.
    page.kept = app.readCache.get(cacheKey) ?? { ...entry, expiresAt: 0, bytes: 0 };
    return page;
  }

  /**
   * A form posted to a page (its route's action, before the page's scripts run): rendered for this
   * request alone, never kept nor stored, whatever the page declares.
   */
  async function handlePost(request: FastifyRequest, reply: FastifyReply) {
    const nonce = dev ? '' : randomBytes(16).toString('base64');
    let page: RenderedPage;
    try {
      page = await renderPage(request, reply, hasSessionCookie(request), nonce, { keep: false });
    } catch (err) {
      request.log.error({ err, url: request.url }, 'page action failed');
      return sendFallbackError(reply);
    }
    const upgradeInsecure = request.server.deps.config.secureCookies;
    reply.code(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    if (page.cookies.length > 0) reply.header('set-cookie', page.cookies);
    reply.header('cache-control', 'private, no-store');
    reply.header('content-security-policy', contentSecurityPolicy({ nonce, upgradeInsecure, dev }));
    return reply.send(page.body);
  }

  return async function handlePage(request: FastifyRequest, reply: FastifyReply) {
    if (request.method === 'POST') return handlePost(request, reply);
    const app = request.server;
    const hasSession = hasSessionCookie(request);
    const cacheKey = pageCacheKey(request.canonicalUrl, hasSession);

    // A fan's live page: the shared shell, completed for them (docs/decisions/0027-viewer-parts-in-the-browser.md).
    let viewer: Viewer | null | undefined;
    const shell = hasSession ? await renderer.viewerShellOf(request.canonicalUrl.split('?')[0] ?? '/') : null;
    if (shell) {
      // One statement: the session, the header's unread count, and the fan's votes in the page's battle.
      viewer = await resolveViewer(app.deps, request, {
        unreadNotifications: true,
        ...(shell.votedIn === undefined ? {} : { votedIn: shell.votedIn }),
      });
      if (viewerGetsShell(viewer)) {
        try {
          return await answerFromShell(request, reply, viewer);
        } catch (err) {
          request.log.error({ err, url: request.url }, 'page render failed');
          return sendFallbackError(reply);
        }
      }
    }

    // Only pages the same for every session (static) are ever kept under a session's key.
    const hit = app.readCache.get(cacheKey);
    if (hit) return sendKept(request, reply, hit);
    const pending = hasSession ? undefined : rendering.get(cacheKey);
    if (pending) {
      const shared = await pending;
      if (shared) return sendKept(request, reply, shared);
    }

    // Development allows inline scripts (Vite's client) and renders none with a nonce: React
    // Router's dev-only inline styles would otherwise differ from the browser's hidden nonce.
    const nonce = dev ? '' : randomBytes(16).toString('base64');
    let page: RenderedPage;
    let kept: ReadCacheEntry | null = null;
    let share: ((entry: ReadCacheEntry | null) => void) | undefined;
    if (!hasSession && !pending && !rendering.has(cacheKey)) {
      rendering.set(cacheKey, new Promise((resolve) => (share = resolve)));
    }
    try {
      page = await renderPage(request, reply, hasSession, nonce, { viewer });
      kept = page.kept;
    } catch (err) {
      request.log.error({ err, url: request.url }, 'page render failed');
      return sendFallbackError(reply);
    } finally {
      if (share) {
        rendering.delete(cacheKey);
        // Whatever happened, the waiters go on: with the kept page, or to render their own.
        share(kept);
      }
    }

    if (page.kept) return sendKept(request, reply, page.kept);
    const upgradeInsecure = app.deps.config.secureCookies;
    reply.code(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    if (page.cookies.length > 0) reply.header('set-cookie', page.cookies);
    reply.header('cache-control', page.decision.cacheControl);
    reply.header('content-security-policy', contentSecurityPolicy({ nonce, upgradeInsecure, dev }));
    return reply.send(page.body);
  };
}
