import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageUrl } from '#domain/pages/page-query.ts';
import { hasSessionCookie, resolveViewer, type Viewer } from '#server/auth/viewer.ts';
import { databaseRetryAfterSeconds, isDatabaseDown } from '#server/db/unavailable.ts';
import { sendEncoded } from '#server/http/encoded-body.ts';
import { etagMatches, weakEtag } from '#server/http/public-cache.ts';
import type { BodyToKeep, ReadCacheEntry } from '#server/http/read-cache.ts';
import { contentSecurityPolicy } from './csp.ts';
import {
  answerHeaders,
  cacheTagOf,
  type PageCacheDecision,
  pageCacheDecision,
  withMovedQuery,
} from './page-cache.ts';
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

const PRIVATE_PAGE: PageCacheDecision = { kind: 'private', cacheControl: 'private, no-store' };

/** A database that could not answer (db/unavailable.ts) makes it a 503 to retry, not a bug's 500. */
function sendFallbackError(reply: FastifyReply, err?: unknown) {
  const unavailable = err !== undefined && isDatabaseDown(err);
  if (unavailable) reply.header('retry-after', String(databaseRetryAfterSeconds(err)));
  return reply
    .code(unavailable ? 503 : 500)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .send(FALLBACK_ERROR_HTML);
}

interface PageHandlerOptions {
  renderer: PageRenderer;
  dev: boolean;
}

/**
 * The read-cache key of a page (its URL with only the query pages read, domain/pages/page-query.ts): a
 * request without a session cookie is a visitor's for sure, and its HTML says so (the header's
 * Entrar/Cadastrar, the home page's calls to action: root.tsx); a request with one gets the copy
 * that leaves the viewer to the browser (a static page) or its own render (a live page, never kept
 * for a session).
 */
export function pageCacheKey(url: string, hasSession: boolean): string {
  return hasSession ? `page+session ${url}` : `page ${url}`;
}

/** A rendered answer, apart from any reply: its caller answers with it when nothing was kept. */
interface RenderedPage {
  status: number;
  headers: [string, string][];
  cookies: string[];
  body: string;
  decision: PageCacheDecision;
  /** What to keep of it (a public page), or null. */
  keep: BodyToKeep | null;
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

  function sendKept(request: FastifyRequest, reply: FastifyReply, entry: ReadCacheEntry) {
    const { nonce = '', ...headers } = entry.headers ?? {};
    const upgradeInsecure = request.server.deps.config.secureCookies;
    reply.headers(headers).header('etag', entry.etag);
    reply.header('content-security-policy', contentSecurityPolicy({ nonce, upgradeInsecure, dev }));
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return sendEncoded(request, reply, entry);
  }

  function sendRendered(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, nonce: string) {
    const upgradeInsecure = request.server.deps.config.secureCookies;
    reply.code(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    if (page.cookies.length > 0) reply.header('set-cookie', page.cookies);
    reply.header('cache-control', page.decision.cacheControl);
    reply.header('content-security-policy', contentSecurityPolicy({ nonce, upgradeInsecure, dev }));
    return reply.send(page.body);
  }

  async function renderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    hasSession: boolean,
    nonce: string,
    known?: Viewer | null,
  ): Promise<RenderedPage> {
    const { deps } = request.server;
    // The header shows the unread count: read in the viewer's own statement, not one more.
    const viewer =
      known !== undefined
        ? known
        : hasSession
          ? await resolveViewer(deps, request, { unreadNotifications: true })
          : null;
    const { context, usedViewer } = pageLoadContext(request, viewer, { hasSession, nonce });
    // A loader that failed because the database could not answer makes the page a 503 (below).
    let unavailable: unknown;
    const reportError = context.reportError;
    context.reportError = (err) => {
      if (isDatabaseDown(err)) unavailable ??= err;
      reportError(err);
    };
    // A visitor's page may be awaited by others (handlePage): its render goes on if this one leaves.
    const shared = !hasSession && request.method !== 'POST';
    const webRequest = toWebRequest(request, reply, deps.config.PUBLIC_URL, { shared });
    const response = await renderer.render(webRequest, context);
    const body = await response.text();
    if (unavailable !== undefined && response.status >= 500) throw unavailable;
    if (response.status === 404) request.log.info({ path: request.url }, 'unknown page');
    const decision = pageCacheDecision({
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      vary: response.headers.get('vary'),
      hasSession,
      usedViewer: usedViewer(),
    });
    const page: RenderedPage = {
      status: response.status,
      headers: withMovedQuery(response.status, answerHeaders(response, hasSession), request.canonicalUrl),
      cookies: response.headers.getSetCookie(),
      body,
      decision,
      keep: null,
    };
    if (decision.kind !== 'live' && decision.kind !== 'static') return page;
    const keptHeaders: Record<string, string> = {
      'content-type': response.headers.get('content-type') ?? 'text/html; charset=utf-8',
      'cache-control': decision.cacheControl,
      nonce,
    };
    // A session's copy differs from a visitor's (pageCacheKey): a browser must not hand one to the
    // other. A visitor's copy goes without it (page-cache.ts answerHeaders).
    if (hasSession) keptHeaders.vary = 'Cookie';
    page.keep = {
      body,
      etag: weakEtag(body),
      tag: cacheTagOf(response, decision.kind),
      headers: keptHeaders,
      ttlMs: decision.ttlMs,
    };
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
      page = await renderPage(request, reply, hasSessionCookie(request), nonce);
    } catch (err) {
      request.log.error({ err, url: request.url }, 'page action failed');
      return sendFallbackError(reply, err);
    }
    return sendRendered(request, reply, { ...page, decision: PRIVATE_PAGE }, nonce);
  }

  return async function handlePage(request: FastifyRequest, reply: FastifyReply) {
    if (request.method === 'POST') return handlePost(request, reply);
    const app = request.server;
    const hasSession = hasSessionCookie(request);
    const url = pageUrl(request.canonicalUrl);
    const cacheKey = pageCacheKey(url, hasSession);

    // A fan's live page: the shared shell, completed for them (docs/decisions/0027-viewer-parts-in-the-browser.md).
    let viewer: Viewer | null | undefined;
    const [pathname = '/', query = ''] = url.split('?', 2);
    const route = hasSession ? await renderer.viewerShellOf(pathname) : null;
    const shell = route?.when && !route.when(new URLSearchParams(query)) ? null : route;
    if (shell) {
      // One statement: the session, the header's unread count, and the fan's votes in the page's battle.
      try {
        viewer = await resolveViewer(app.deps, request, {
          unreadNotifications: true,
          ...(shell.votedIn === undefined ? {} : { votedIn: shell.votedIn }),
        });
      } catch (err) {
        request.log.error({ err, url: request.url }, 'page viewer lookup failed');
        return sendFallbackError(reply, err);
      }
      if (viewerGetsShell(viewer)) {
        try {
          return await answerFromShell(request, reply, viewer);
        } catch (err) {
          request.log.error({ err, url: request.url }, 'page render failed');
          return sendFallbackError(reply, err);
        }
      }
    }

    // Only pages the same for every session (static) are ever kept under a session's key. A
    // session's render is its own: requests of other sessions must not wait for it to learn that.
    const fresh = app.readCache.get(cacheKey);
    if (fresh) return sendKept(request, reply, fresh);
    // Development allows inline scripts (Vite's client) and renders none with a nonce: React
    // Router's dev-only inline styles would otherwise differ from the browser's hidden nonce.
    const nonce = dev ? '' : randomBytes(16).toString('base64');
    let own: RenderedPage | undefined;
    let kept: ReadCacheEntry | null;
    try {
      kept = await app.readCache.body(
        cacheKey,
        async () => {
          own = await renderPage(request, reply, hasSession, nonce, viewer);
          return own.keep;
        },
        { alone: hasSession },
      );
      // A visitor who waited for a render that kept nothing (a page that is not public) renders
      // their own.
      if (!kept && !own) own = await renderPage(request, reply, hasSession, nonce, viewer);
    } catch (err) {
      request.log.error({ err, url: request.url }, 'page render failed');
      return sendFallbackError(reply, err);
    }
    if (kept) return sendKept(request, reply, kept);
    if (!own) return sendFallbackError(reply);
    return sendRendered(request, reply, own, nonce);
  };
}
