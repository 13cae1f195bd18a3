import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from '#server/auth/viewer.ts';
import { sendPiecewise } from '#server/http/piecewise-body.ts';
import { contentSecurityPolicy } from './csp.ts';
import { answerHeaders, cacheTagOf, pageCacheDecision } from './page-cache.ts';
import { pageLoadContext } from './page-context.ts';
import type { PageRenderer } from './render-page.ts';
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

const shellKey = (canonicalUrl: string) => `page+shell ${canonicalUrl}`;

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
  const rendering = new Map<string, Promise<ShellPage | WholePage>>();

  async function renderShell(request: FastifyRequest, reply: FastifyReply): Promise<ShellPage | WholePage> {
    const app = request.server;
    const stamp = app.readCache.stamp();
    const nonce = dev ? '' : randomBytes(16).toString('base64');
    const slot: { kept: unknown } = { kept: null };
    const { context } = pageLoadContext(request, null, { hasSession: true, nonce, viewerShell: slot });
    const response = await renderer.render(toWebRequest(request, reply, app.deps.config.PUBLIC_URL), context);
    const body = await response.text();
    const headers = answerHeaders(response);
    if (!slot.kept) return { whole: true, status: response.status, headers, nonce, body };
    const shell: ShellPage = { kept: slot.kept, status: response.status, headers, nonce };
    const decision = pageCacheDecision({
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      vary: response.headers.get('vary'),
      hasSession: false,
      usedViewer: false,
    });
    if (decision.kind === 'live') {
      app.readCache.setValue(
        shellKey(request.canonicalUrl),
        shell,
        cacheTagOf(response, 'live'),
        keptBytes(body),
        stamp,
      );
    }
    return shell;
  }

  /** Fans asking while a shell renders wait for it instead of rendering their own. */
  function shellFor(request: FastifyRequest, reply: FastifyReply): Promise<ShellPage | WholePage> {
    const key = shellKey(request.canonicalUrl);
    const kept = request.server.readCache.getValue<ShellPage>(key);
    if (kept) return Promise.resolve(kept);
    const pending = rendering.get(key);
    if (pending) return pending;
    const started = renderShell(request, reply).finally(() => rendering.delete(key));
    rendering.set(key, started);
    return started;
  }

  return async function answerFromShell(request: FastifyRequest, reply: FastifyReply, viewer: Viewer) {
    const page = await shellFor(request, reply);
    const upgradeInsecure = request.server.deps.config.secureCookies;
    reply.code(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header('cache-control', 'private, no-store');
    reply.header(
      'content-security-policy',
      contentSecurityPolicy({ nonce: page.nonce, upgradeInsecure, dev }),
    );
    if ('whole' in page) return reply.send(page.body);
    const { context } = pageLoadContext(request, viewer, { hasSession: true, nonce: page.nonce });
    return sendPiecewise(request, reply, await renderer.fillViewerShell(page.kept, context));
  };
}
