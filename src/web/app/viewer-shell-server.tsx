import { Writable } from 'node:stream';
import type { DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { resumeToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { dehydrated, type Prefetched } from './dehydrate.ts';
import {
  VIEWER_QUERIES_ELEMENT_ID,
  type ViewerQueries,
  type ViewerShell,
  ViewerShellContext,
} from './viewer-shell.tsx';

/**
 * The server's side of a signed-in page in two steps (docs/decisions/0026-signed-in-page-shell.md):
 * the shell, rendered once per battle state with React's prerender, every viewer hole left open;
 * then, per request, React's resume of only those holes with the viewer's own queries.
 */

type PostponedState = NonNullable<Awaited<ReturnType<typeof prerenderToNodeStream>>['postponed']>;

/** A shell kept by the server (opaque to it) and resumed for each viewer. */
interface KeptShell {
  prelude: string;
  /** React's postponed state as JSON: a resume uses up the object it is given. */
  postponed: string;
  routerContext: EntryContext;
  url: string;
  nonce: string | undefined;
}

const DOCUMENT_END = '</body></html>';
const SHELL: ViewerShell = { phase: 'shell', queries: [] };

/**
 * Turns of the event loop the shell's render gets before its holes are closed: the loaders' data
 * (React Router's script stream) finishes in a few. Closing earlier is never wrong, only slower:
 * whatever was not done yet is rendered by every resume instead.
 */
const SHELL_SETTLE_TURNS = 8;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function collect(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

function documentOf(shell: ViewerShell, routerContext: EntryContext, url: string, nonce: string | undefined) {
  return (
    <ViewerShellContext value={shell}>
      <ServerRouter context={routerContext} url={url} nonce={nonce} />
    </ViewerShellContext>
  );
}

/** Renders the shared shell of a signed-in page and hands back its HTML; what resuming needs goes in `slot`. */
export async function renderViewerShell(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
  slot: { kept: unknown },
): Promise<Response> {
  const nonce = loadContext.nonce || undefined;
  const controller = new AbortController();
  let responseStatus = status;
  const rendering = prerenderToNodeStream(documentOf(SHELL, routerContext, request.url, nonce), {
    signal: controller.signal,
    // Boundaries stay in place (entry.server.tsx): only the viewer's holes are left for later.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      if (controller.signal.aborted) return;
      responseStatus = 500;
      loadContext.reportError(error);
    },
  });
  for (let turn = 0; turn < SHELL_SETTLE_TURNS; turn += 1) await nextTurn();
  controller.abort(new Error('viewer holes left for the resume'));
  const { prelude, postponed } = await rendering;
  const html = await collect(prelude);
  const kept: KeptShell | null = postponed
    ? { prelude: html, postponed: JSON.stringify(postponed), routerContext, url: request.url, nonce }
    : null;
  slot.kept = kept;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { status: responseStatus, headers });
}

/** The answers the matched routes' holes read (the root's session, the page's own), for the viewer of `context`. */
async function viewerQueriesOf(
  routerContext: EntryContext,
  context: AppLoadContext,
): Promise<DehydratedState> {
  const entries: Prefetched[] = [];
  for (const match of routerContext.staticHandlerContext.matches) {
    const module = routerContext.routeModules[match.route.id] as
      | { viewerQueries?: ViewerQueries }
      | undefined;
    if (module?.viewerQueries)
      entries.push(...(await module.viewerQueries({ params: match.params, context })));
  }
  return dehydrated(entries);
}

/** JSON inside a script element: nothing in it may close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** One hole as React's resume writes it: its content, then the script that moves it in place. */
const RESUMED_HOLE =
  /<div hidden id="S:(\w+)">([\s\S]*?)<\/div><script[^>]*>(?:(?!<\/script>)[\s\S])*?\$RC\("B:(\w+)","S:\1"\)<\/script>/g;

/**
 * The holes put in place on the server, as React's `$RC` script would in the browser: each
 * pending boundary of the shell (`<!--$?--><template id="B:n"></template>` and its fallback) becomes
 * a completed one holding the fan's part. The page then reads the same with JavaScript off (a fan
 * who signed in without it sees their header) and shows no placeholder first. Null when the
 * resume wrote anything else (an error left to the browser, a moved segment): the page then goes
 * as React wrote it, revealed by its scripts.
 */
function inlineHoles(prelude: string, resumed: string): string | null {
  let html = prelude;
  let rest = resumed;
  for (const [whole, , content, boundary] of resumed.matchAll(RESUMED_HOLE)) {
    const start = `<!--$?--><template id="B:${boundary}"></template>`;
    const at = html.indexOf(start);
    if (at < 0) return null;
    const end = boundaryEnd(html, at + start.length);
    if (end < 0) return null;
    html = `${html.slice(0, at)}<!--$-->${content}${html.slice(end)}`;
    rest = rest.replace(whole, '');
  }
  return rest.trim() === '' ? html : null;
}

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

function withoutDocumentEnd(html: string): string {
  return html.endsWith(DOCUMENT_END) ? html.slice(0, -DOCUMENT_END.length) : html;
}

/**
 * The whole page for this viewer: the kept shell, its holes rendered for them (revealed in place
 * by React's inline script as the page is read), and their queries for the browser's first render.
 */
export async function resumeViewerShell(kept: unknown, loadContext: AppLoadContext): Promise<string> {
  const shell = kept as KeptShell;
  const queries = await viewerQueriesOf(shell.routerContext, loadContext);
  // ServerRouter takes a reader of the loaders' data stream on every render, though the shell
  // has sent that data already: the resume gets an empty stream of its own to take it from.
  const routerContext: EntryContext = { ...shell.routerContext, serverHandoffStream: new ReadableStream() };
  const document: ReactNode = documentOf(
    { phase: 'resume', queries: queries.queries },
    routerContext,
    shell.url,
    shell.nonce,
  );
  const holes = new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    // React's types promise the stream later, its Node build hands it at once: either way it is
    // piped once it is there and the holes are rendered.
    let stream: { pipe: (sink: Writable) => unknown } | undefined;
    let ready = false;
    Promise.resolve(
      resumeToPipeableStream(document, JSON.parse(shell.postponed) as PostponedState, {
        nonce: shell.nonce,
        onAllReady: () => {
          ready = true;
          stream?.pipe(sink);
        },
        onShellError: reject,
        onError: (error: unknown) => loadContext.reportError(error),
      }),
    ).then((started) => {
      stream = started;
      if (ready) started.pipe(sink);
    }, reject);
  });
  const resumed = withoutDocumentEnd(await holes);
  const inlined = inlineHoles(withoutDocumentEnd(shell.prelude), resumed);
  return (
    (inlined ?? withoutDocumentEnd(shell.prelude) + resumed) +
    `<script type="application/json" id="${VIEWER_QUERIES_ELEMENT_ID}">${scriptJson(queries)}</script>` +
    DOCUMENT_END
  );
}
