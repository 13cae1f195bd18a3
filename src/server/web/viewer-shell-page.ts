import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageUrl } from '#domain/pages/page-query.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import { sendPiecewise } from '#server/http/piecewise-body.ts';
import type { ValueToKeep } from '#server/http/read-cache.ts';
import { contentSecurityPolicy } from './csp.ts';
import { answerHeaders, cacheTagOf, withMovedQuery } from './page-cache.ts';
import { pageLoadContext } from './page-context.ts';
import type { PageRenderer } from './render-page.ts';
import { shellCounts } from './shell-counts.ts';
import { toWebRequest } from './to-web-request.ts';

/**
 * Fans get their live pages from a shell shared by every fan (staff may see battles fans do not;
 * a banned fan's page is the ban dialog).
 */
export function viewerGetsShell(viewer: Viewer | null | undefined): viewer is Viewer {
  return viewer != null && viewer.role === 'user' && viewer.ban === null;
}

/** A page's shell as this instance keeps it: React's part (opaque here) and the answer's frame. */
interface ShellPage {
  kept: unknown;
  status: number;
  headers: [string, string][];
  nonce: string;
}

/** A render that left no holes (a redirect, a page without viewer parts): answered as it is. */
interface WholePage {
  whole: true;
  status: number;
  headers: [string, string][];
  nonce: string;
  body: string;
}

type Shell = ShellPage | WholePage;

const shellKey = (url: string) => `page+shell ${url}`;

/** Rough heap size of a kept shell: its HTML twice (UTF-16) and as much again for the rest. */
const keptBytes = (html: string) => html.length * 4;

/**
 * Answers a fan's live page in two steps (docs/decisions/0027-viewer-parts-in-the-browser.md): the page's
 * shell, rendered from a visitor's reads with every viewer part left to the browser, kept in the
 * read cache under the page's battle tag (1 s, dropped by the battle's writes and live events like
 * the visitors' copy); then this fan's own reads sent with it, and the parts that stand alone
 * filled in for them. The answer is private; the shell's nonce is its CSP nonce, as for a
 * visitors' copy.
 */
export function createShellAnswerer({ renderer, dev }: { renderer: PageRenderer; dev: boolean }) {
  async function renderShell(request: FastifyRequest, reply: FastifyReply): Promise<ValueToKeep<Shell>> {
    const app = request.server;
    const nonce = dev ? '' : randomBytes(16).toString('base64');
    const slot = { kept: null as unknown, checked: app.deps.config.NODE_ENV !== 'production' };
    const { context } = pageLoadContext(request, null, { hasSession: true, nonce, viewerShell: slot });
    const webRequest = toWebRequest(request, reply, app.deps.config.PUBLIC_URL, { shared: true });
    const response = await renderer.render(webRequest, context);
    const body = await response.text();
    const headers = answerHeaders(response, true);
    if (!slot.kept)
      return { value: { whole: true, status: response.status, headers, nonce, body }, keep: null };
    const shell: ShellPage = { kept: slot.kept, status: response.status, headers, nonce };
    // Kept whatever the page declares for visitors (a shell is never handed out as it is: the
    // signed-in guard's pages declare nothing public), as long as a visitors' copy of live data:
    // dropped by its battle's writes and live events, or by any battle change for other pages.
    const keep =
      response.status === 200 ? { tag: cacheTagOf(response, 'live'), bytes: keptBytes(body) } : null;
    return { value: shell, keep };
  }

  /** Fans asking while a shell renders wait for it instead of rendering their own. */
  async function shellFor(request: FastifyRequest, reply: FastifyReply): Promise<Shell> {
    const counts = shellCounts(request.server.deps);
    let rendered = false;
    const shell = await request.server.readCache.value(shellKey(pageUrl(request.canonicalUrl)), async () => {
      rendered = true;
      counts.renders += 1;
      try {
        return await renderShell(request, reply);
      } catch (err) {
        counts.renderFailures += 1;
        throw err;
      }
    });
    if (!rendered) counts.hits += 1;
    return shell;
  }

  return async function answerFromShell(request: FastifyRequest, reply: FastifyReply, viewer: Viewer) {
    const page = await shellFor(request, reply);
    const upgradeInsecure = request.server.deps.config.secureCookies;
    reply.code(page.status);
    for (const [name, value] of withMovedQuery(page.status, page.headers, request.canonicalUrl)) {
      reply.header(name, value);
    }
    reply.header('cache-control', 'private, no-store');
    reply.header(
      'content-security-policy',
      contentSecurityPolicy({ nonce: page.nonce, upgradeInsecure, dev }),
    );
    if ('whole' in page) return reply.send(page.body);
    const { context } = pageLoadContext(request, viewer, { hasSession: true, nonce: page.nonce });
    let filled: Awaited<ReturnType<PageRenderer['fillViewerShell']>>;
    try {
      filled = await renderer.fillViewerShell(page.kept, context);
    } catch (err) {
      shellCounts(request.server.deps).fillFailures += 1;
      throw err;
    }
    return sendPiecewise(request, reply, filled);
  };
}
