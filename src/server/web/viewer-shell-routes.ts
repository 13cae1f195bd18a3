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
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: routeTree(routes, route.id) },
    );
  }
  return tree;
}

const trees = new WeakMap<ServerBuild, RouteObject[]>();

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
  let tree = trees.get(build);
  if (!tree) {
    tree = routeTree(build.routes, undefined);
    trees.set(build, tree);
  }
  const leaf = matchRoutes(tree, pathname)?.at(-1)?.route.id;
  const module = leaf ? (build.routes[leaf]?.module as Record<string, unknown> | undefined) : undefined;
  return typeof module?.viewerQueries === 'function';
}

type ResumeViewerShell = (kept: unknown, context: PageLoadContext) => Promise<string>;

/** The build's entry resumes shells (web/entry.server.tsx exports it). */
export function resumeOf(build: ServerBuild): ResumeViewerShell {
  const resume = (build.entry.module as unknown as { resumeViewerShell?: ResumeViewerShell }).resumeViewerShell;
  if (!resume) throw new Error('the web build does not export resumeViewerShell');
  return resume;
}
