import type { FastifyRequest } from 'fastify';
import type { PageLoadContext } from '#domain/pages/page-data.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import { createPageActions } from '#server/pages/page-actions.ts';
import { createPageData } from '#server/pages/page-data.ts';

/**
 * What the route loaders of one page render receive: the page data read for `viewer` (null: as a
 * visitor's), the public forms' actions, and the request's facts; `usedViewer` says afterwards
 * whether anything read the viewer's own data.
 */
export function pageLoadContext(
  request: FastifyRequest,
  viewer: Viewer | null,
  options: { hasSession: boolean; nonce: string; viewerShell?: PageLoadContext['viewerShell'] },
): { context: PageLoadContext; usedViewer: () => boolean } {
  const { deps } = request.server;
  const data = createPageData(deps, viewer, options.hasSession);
  const context: PageLoadContext = {
    pageData: data.pageData,
    actions: createPageActions(deps, request),
    hasSession: options.hasSession,
    origin: deps.config.PUBLIC_URL,
    requestId: request.id,
    nonce: options.nonce,
    reportError: (err) => request.log.error({ err, url: request.url }, 'page render failed'),
  };
  if (options.viewerShell) context.viewerShell = options.viewerShell;
  return { context, usedViewer: data.usedViewer };
}
