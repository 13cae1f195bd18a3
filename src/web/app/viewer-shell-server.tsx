import { type DehydratedState, hydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type AppLoadContext, type EntryContext, ServerRouter, StaticRouter } from 'react-router';
import { ViewerReadsCheckedContext } from '#web/shared/session/viewer-read-check.ts';
import { dehydrated, type Prefetched } from './dehydrate.ts';
import { createQueryClient } from './query-client.ts';
import { renderDocument } from './render-document.ts';
import { holdScriptsUntilFirstPaint } from './scripts-after-paint.ts';
import {
  isViewerHoleDigest,
  standaloneHoleOf,
  VIEWER_QUERIES_ELEMENT_ID,
  type ViewerQueries,
  type ViewerShell,
  ViewerShellContext,
} from './viewer-shell.tsx';

/**
 * The server's side of a fan's live page (docs/decisions/0027-viewer-parts-in-the-browser.md): the
 * shell, rendered once per battle state with every viewer hole left to the browser (React writes
 * each as a boundary the browser renders itself, `<!--$!-->`, its fallback in place); then, per
 * request, the fan's queries appended and each standalone hole filled in for them.
 */

/** A shell kept by the server (opaque to it) and completed for each fan. */
interface KeptShell {
  /**
   * The shell's HTML cut around its standalone holes' fallbacks (segment, hole 0, segment, …), the
   * document's end left off for the fan's queries; the same array for every fan (the server keeps
   * its compressed form with it).
   */
  segments: string[];
  /** Each standalone hole's content and fallback, in the order they come in the HTML. */
  holes: { content: ReactNode; fallback: string }[];
  routerContext: EntryContext;
  /** The page's path and query, where the standalone holes are rendered. */
  location: string;
}

const DOCUMENT_END = '</body></html>';

function documentOf(
  shell: ViewerShell,
  checked: boolean,
  routerContext: EntryContext,
  url: string,
  nonce: string | undefined,
) {
  return (
    <ViewerShellContext value={shell}>
      <ViewerReadsCheckedContext value={checked}>
        <ServerRouter context={routerContext} url={url} nonce={nonce} />
      </ViewerReadsCheckedContext>
    </ViewerShellContext>
  );
}

/**
 * A boundary React left to the browser, with the digest its template carries (React's development
 * build adds the error's message and stacks as more attributes).
 */
const LEFT_HOLE = /<!--\$!--><template data-dgst="([^"]*)"[^>]*><\/template>/g;

/** Where the boundary whose fallback starts at `from` closes: at its `<!--/$-->`, nested ones skipped. */
function boundaryEnd(html: string, from: number): number {
  const marks = /<!--(\/?)\$[?!~]?-->/g;
  marks.lastIndex = from;
  let depth = 0;
  for (let mark = marks.exec(html); mark; mark = marks.exec(html)) {
    if (mark[1] === '') depth += 1;
    else if (depth === 0) return mark.index;
    else depth -= 1;
  }
  return -1;
}

/** The shell cut around its standalone holes; null when it left no hole (nothing of the fan's in it). */
function keptShell(
  html: string,
  standalone: ReactNode[],
  routerContext: EntryContext,
  url: string,
): KeptShell | null {
  const segments: string[] = [];
  const holes: KeptShell['holes'] = [];
  let from = 0;
  let left = 0;
  for (const found of html.matchAll(LEFT_HOLE)) {
    const digest = found[1] ?? '';
    if (!isViewerHoleDigest(digest)) continue;
    left += 1;
    const index = standaloneHoleOf(digest);
    if (index === null || found.index < from) continue;
    const start = found.index + found[0].length;
    const end = boundaryEnd(html, start);
    if (end < 0) continue;
    segments.push(html.slice(from, start));
    holes.push({ content: standalone[index], fallback: html.slice(start, end) });
    from = end;
  }
  if (left === 0) return null;
  const rest = html.slice(from);
  segments.push(rest.endsWith(DOCUMENT_END) ? rest.slice(0, -DOCUMENT_END.length) : rest);
  const { pathname, search } = new URL(url);
  return { segments, holes, routerContext, location: pathname + search };
}

/** Renders the shared shell of a fan's page and hands back its HTML; what completing it needs goes in `slot`. */
export async function renderViewerShell(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
  slot: NonNullable<AppLoadContext['viewerShell']>,
): Promise<Response> {
  const nonce = loadContext.nonce || undefined;
  const standalone: ReactNode[] = [];
  const { html: rendered, failed } = await renderDocument(
    documentOf({ phase: 'shell', queries: [], standalone }, slot.checked, routerContext, request.url, nonce),
    {
      nonce,
      signal: request.signal,
      onError(error) {
        const digest = (error as { digest?: unknown } | null)?.digest;
        if (isViewerHoleDigest(digest)) return digest as string;
        loadContext.reportError(error);
        return undefined;
      },
    },
  );
  const html = holdScriptsUntilFirstPaint(rendered, nonce);
  slot.kept = failed ? null : keptShell(html, standalone, routerContext, request.url);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { status: failed ? 500 : status, headers });
}

/** The answers the matched routes' holes read (the root's session, the page's own), for the viewer of `context`. */
async function viewerQueriesOf(
  routerContext: EntryContext,
  context: AppLoadContext,
): Promise<DehydratedState> {
  const entries: Prefetched[] = [];
  const { matches, loaderData, location } = routerContext.staticHandlerContext;
  const search = new URLSearchParams(location.search);
  for (const match of matches) {
    const module = routerContext.routeModules[match.route.id] as
      | { viewerQueries?: ViewerQueries }
      | undefined;
    if (module?.viewerQueries) {
      entries.push(
        ...(await module.viewerQueries({
          params: match.params,
          search,
          loaderData: loaderData[match.route.id],
          context,
        })),
      );
    }
  }
  return dehydrated(entries);
}

/** JSON inside a script element: nothing in it may close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * A standalone hole for this fan: its content alone, under the page's location and the fan's
 * queries (the lazy parts it shows are waited for). The browser renders the hole again as it
 * hydrates, so this HTML is for the eyes (and for a page read without JavaScript); its ids are
 * prefixed so as not to repeat the page's. A content that fails keeps the shell's fallback.
 */
async function fill(
  hole: KeptShell['holes'][number],
  client: QueryClient,
  location: string,
  context: AppLoadContext,
): Promise<string> {
  try {
    const { html, failed } = await renderDocument(
      <StaticRouter location={location}>
        <QueryClientProvider client={client}>{hole.content}</QueryClientProvider>
      </StaticRouter>,
      {
        identifierPrefix: 'vh',
        onError(error) {
          context.reportError(error);
          return undefined;
        },
      },
    );
    return failed ? hole.fallback : html;
  } catch (error) {
    context.reportError(error);
    return hole.fallback;
  }
}

/**
 * The whole page for the fan of `loadContext`, in pieces: the kept shell's segments (`shared`,
 * the same for every fan) and this fan's own (`own`: each standalone hole filled in, then their
 * queries and the document's end), one after the other.
 */
export async function fillViewerShell(
  kept: unknown,
  loadContext: AppLoadContext,
): Promise<{ shared: readonly string[]; own: string[] }> {
  const shell = kept as KeptShell;
  const queries = await viewerQueriesOf(shell.routerContext, loadContext);
  let own: string[] = [];
  if (shell.holes.length > 0) {
    const client = createQueryClient();
    hydrate(client, queries);
    own = await Promise.all(shell.holes.map((hole) => fill(hole, client, shell.location, loadContext)));
  }
  own.push(
    `<script type="application/json" id="${VIEWER_QUERIES_ELEMENT_ID}">${scriptJson(queries)}</script>${DOCUMENT_END}`,
  );
  return { shared: shell.segments, own };
}
