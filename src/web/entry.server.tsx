import { renderToReadableStream } from 'react-dom/server';
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from 'react-router';

/** A render that has not finished by then is cut short (its data comes from loaders, so rare). */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders the whole document before answering: every page's data comes from its loaders, so
 * there is nothing to stream late, and a complete body is what the server caches and tags with
 * an ETag (docs/decisions/0007-server-rendering.md).
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  let responseStatus = status;
  const stream = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce || undefined} />,
    {
      nonce: loadContext.nonce || undefined,
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(RENDER_TIMEOUT_MS)]),
      onError(error: unknown) {
        responseStatus = 500;
        loadContext.reportError(error);
      },
    },
  );
  await stream.allReady;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(stream, { status: responseStatus, headers });
}

/** Loader failures (not the 404s pages throw on purpose) go to the server log with the request id. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  (context as AppLoadContext).reportError(error);
};
