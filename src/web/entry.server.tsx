import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from 'react-router';
import { renderViewerShell } from './app/viewer-shell-server.tsx';

export { resumeViewerShell } from './app/viewer-shell-server.tsx';

/** A render that has not finished by then is cut short (its data comes from loaders, so rare). */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders the whole document before answering: every page's data comes from its loaders, so
 * there is nothing to stream late, and a complete body is what the server caches and tags with
 * an ETag (docs/decisions/0007-server-rendering.md). React's Node stream is collected into one
 * string: the web stream it replaced cost a tenth of a signed-in page's render in chunk
 * bookkeeping alone (docs/decisions/0020-signed-in-reads.md).
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  if (loadContext.viewerShell) {
    return renderViewerShell(request, status, headers, routerContext, loadContext, loadContext.viewerShell);
  }
  return new Promise((resolve, reject) => {
    let responseStatus = status;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        request.signal.removeEventListener('abort', stop);
        headers.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(Buffer.concat(chunks).toString('utf8'), { status: responseStatus, headers }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce || undefined} />,
      {
        nonce: loadContext.nonce || undefined,
        // The whole page is sent at once (onAllReady), each Suspense boundary in place: React
        // would otherwise move a boundary larger than this out of its place, to the end of the
        // HTML, and reveal it with a script; the page's boundaries are there to split hydration
        // (docs/decisions/0024-hydration-that-yields.md), not to stream.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => pipe(sink),
        onShellError: (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatus = 500;
          loadContext.reportError(error);
        },
      },
    );
    const stop = () => abort(request.signal.reason);
    const timer = setTimeout(() => abort(new Error('render timed out')), RENDER_TIMEOUT_MS);
    request.signal.addEventListener('abort', stop, { once: true });
  });
}

/** Loader failures (not the 404s pages throw on purpose) go to the server log with the request id. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  (context as AppLoadContext).reportError(error);
};
