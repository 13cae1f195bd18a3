import type { PageLoadContext } from '#domain/page-data.ts';

/**
 * The web app's server build as the page handler uses it: React Router's request handler (the
 * document, a client navigation's `.data`, or a redirect), and the signed-in page shell
 * (docs/decisions/0026-signed-in-page-shell.md).
 */
export interface PageRenderer {
  render(request: Request, context: PageLoadContext): Promise<Response>;
  /** Whether the page at `pathname` has a shell: its route module says what its holes read. */
  hasViewerShell(pathname: string): Promise<boolean>;
  /** The page for the viewer of `context`, from a shell kept by a `render` in shell mode. */
  resumeViewerShell(kept: unknown, context: PageLoadContext): Promise<string>;
}
