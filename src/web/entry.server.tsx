import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from 'react-router';
import { renderDocument } from './app/render-document.ts';
import { holdScriptsUntilFirstPaint } from './app/scripts-after-paint.ts';
import { renderViewerShell } from './app/viewer-shell-server.tsx';

export { fillViewerShell } from './app/viewer-shell-server.tsx';

/**
 * Renders the whole document before answering (app/render-document.ts), its modules held until the
 * first paint (app/scripts-after-paint.ts); a fan's live page renders its shared shell instead
 * (docs/decisions/0027-viewer-parts-in-the-browser.md).
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  if (loadContext.viewerShell) {
    return renderViewerShell(request, status, headers, routerContext, loadContext, loadContext.viewerShell);
  }
  const nonce = loadContext.nonce || undefined;
  const { html, failed } = await renderDocument(
    <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
    {
      nonce,
      signal: request.signal,
      onError(error) {
        loadContext.reportError(error);
        return undefined;
      },
    },
  );
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(holdScriptsUntilFirstPaint(html, nonce), { status: failed ? 500 : status, headers });
}

/** Loader failures (not the 404s pages throw on purpose) go to the server log with the request id. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  (context as AppLoadContext).reportError(error);
};
