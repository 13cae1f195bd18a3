// Types only: React Router (and React with it) is imported where the renderer is loaded, after
// NODE_ENV is settled (built-web-app.ts); `matchRoutes` comes from there.
import type { matchRoutes as MatchRoutes, RouteObject, ServerBuild } from 'react-router';
import type { PageLoadContext } from '#domain/page-data.ts';

/** The build's flat route manifest as the nested routes matchRoutes walks. */
function routeTree(routes: ServerBuild['routes'], parentId: string | undefined): RouteObject[] {
  const tree: RouteObject[] = [];
  for (const route of Object.values(routes)) {
    if (!route || route.parentId !== parentId) continue;
    tree.push(
      route.index
        ? { id: route.id, path: route.path, index: true }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: routeTree(routes, route.id),
          },
    );
  }
  return tree;
}

const trees = new WeakMap<ServerBuild, RouteObject[]>();
const answers = new WeakMap<ServerBuild, Map<string, boolean>>();
/** Paths remembered per build: matching ranks every route each time, ~1 ms of a page's CPU. */
const REMEMBERED_PATHS = 2_000;

/**
 * Whether the deepest route matching `pathname` exports `viewerQueries` (the page has a shell).
 * Only documents have one: a client navigation's data (`/battle/x.data`) is the viewer's own.
 */
export function buildHasViewerShell(
  build: ServerBuild,
  pathname: string,
  matchRoutes: typeof MatchRoutes,
): boolean {
  if (pathname.endsWith('.data')) return false;
  let known = answers.get(build);
  if (!known) {
    known = new Map();
    answers.set(build, known);
  }
  const answer = known.get(pathname);
  if (answer !== undefined) return answer;
  let tree = trees.get(build);
  if (!tree) {
    tree = routeTree(build.routes, undefined);
    trees.set(build, tree);
  }
  const leaf = matchRoutes(tree, pathname)?.at(-1)?.route.id;
  const module = leaf ? (build.routes[leaf]?.module as Record<string, unknown> | undefined) : undefined;
  const found = typeof module?.viewerQueries === 'function';
  // Any path may be asked for: the memory is bounded by starting over when full.
  if (known.size >= REMEMBERED_PATHS) known.clear();
  known.set(pathname, found);
  return found;
}

type ResumeViewerShell = (kept: unknown, context: PageLoadContext) => Promise<string>;

/** The build's entry resumes shells (web/entry.server.tsx exports it). */
export function resumeOf(build: ServerBuild): ResumeViewerShell {
  const resume = (build.entry.module as unknown as { resumeViewerShell?: ResumeViewerShell })
    .resumeViewerShell;
  if (!resume) throw new Error('the web build does not export resumeViewerShell');
  return resume;
}
