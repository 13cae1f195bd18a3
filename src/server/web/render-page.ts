import type { PageLoadContext } from '#domain/pages/page-data.ts';
import type { PiecewiseBody } from '#server/http/piecewise-body.ts';

/**
 * A page with a shell, and what the viewer's own statement may read with the session: the battle
 * the page is about (its route's `viewerBattleParam`), for the fighters the viewer voted for there.
 */
export interface ViewerShellRoute {
  votedIn?: string;
  /** Whether the page's query (`?filter=…`) has the shell; without it, every query has. */
  when?: (search: URLSearchParams) => boolean;
}

/**
 * The web app's server build as the page handler uses it: React Router's request handler (the
 * document, a client navigation's `.data`, or a redirect), and the signed-in page shell
 * (docs/decisions/0027-viewer-parts-in-the-browser.md).
 */
export interface PageRenderer {
  render(request: Request, context: PageLoadContext): Promise<Response>;
  /** The shell of the page at `pathname` (its route module says what its holes read), or null. */
  viewerShellOf(pathname: string): Promise<ViewerShellRoute | null>;
  /** The page for the viewer of `context`, from a shell kept by a `render` in shell mode. */
  fillViewerShell(kept: unknown, context: PageLoadContext): Promise<PiecewiseBody>;
}
