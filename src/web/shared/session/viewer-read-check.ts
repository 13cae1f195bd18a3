import { createContext, use } from 'react';

function readOutsideHole(what: string): never {
  throw new Error(
    `${what} was read outside a <ViewerHole> while the server rendered a signed-in page's shell. ` +
      'The shell is rendered once, as a visitor sees the page, and shared by every fan; the browser ' +
      "renders this part again with the fan's own data, so the two would not match (and a stale copy " +
      'could show). Render the component that reads it inside a <ViewerHole> (src/web/app/viewer-shell.tsx); ' +
      'see "Shell pages" in the README.',
  );
}

const allowed = () => undefined;

/**
 * True while the server renders a signed-in page's shell in development and tests
 * (docs/decisions/0027-viewer-parts-in-the-browser.md): a hole's content is never rendered there, so
 * any read of the viewer is one outside every hole.
 */
export const ViewerReadsCheckedContext = createContext(false);

/**
 * What a hook that returns the viewer's data calls as it is read: in a checked shell it throws,
 * since nothing of the viewer's may render outside a hole there; everywhere else it does nothing.
 */
export function useViewerReadCheck(): (what: string) => void {
  return use(ViewerReadsCheckedContext) ? readOutsideHole : allowed;
}
