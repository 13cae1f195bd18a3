import type { PageLoadContext } from '#domain/page-data.ts';

/**
 * Renders one page request with the web app's server build (React Router's request handler): the
 * document, a client navigation's `.data`, or a redirect.
 */
export type RenderPage = (request: Request, context: PageLoadContext) => Promise<Response>;
