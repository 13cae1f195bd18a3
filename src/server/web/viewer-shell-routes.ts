// Types only: React Router (and React with it) is imported where the renderer is loaded, after
// NODE_ENV is settled (built-web-app.ts); `matchRoutes` comes from there.
import type { matchRoutes as MatchRoutes, RouteObject, ServerBuild } from 'react-router';
import type { PageRenderer, ViewerShellRoute } from './render-page.ts';

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
const answers = new WeakMap<ServerBuild, Map<string, ViewerShellRoute | null>>();
/** Paths remembered per build: matching ranks every route each time, ~1 ms of a page's CPU. */
const REMEMBERED_PATHS = 2_000;

/**
 * The shell of the page at `pathname`, when its deepest route exports `viewerQueries` (and the
 * queries its `viewerShellWhen` accepts); null when it has none. Only documents have one: a client
 * navigation's data (`/battle/x.data`) is the viewer's own.
 */
export function buildViewerShellRoute(
  build: ServerBuild,
  pathname: string,
  matchRoutes: typeof MatchRoutes,
): ViewerShellRoute | null {
  if (pathname.endsWith('.data')) return null;
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
  const leaf = matchRoutes(tree, pathname)?.at(-1);
  const module = leaf?.route.id
    ? (build.routes[leaf.route.id]?.module as Record<string, unknown> | undefined)
    : undefined;
  let found: ViewerShellRoute | null = null;
  if (typeof module?.viewerQueries === 'function') {
    const param = module.viewerBattleParam;
    const battle = typeof param === 'string' ? leaf?.params[param] : undefined;
    found = battle ? { votedIn: battle } : {};
    if (typeof module.viewerShellWhen === 'function')
      found.when = module.viewerShellWhen as NonNullable<ViewerShellRoute['when']>;
  }
  // Any path may be asked for: the memory is bounded by starting over when full.
  if (known.size >= REMEMBERED_PATHS) known.clear();
  known.set(pathname, found);
  return found;
}

type FillViewerShell = PageRenderer['fillViewerShell'];

/** The build's entry completes shells for each fan (web/entry.server.tsx exports it). */
export function fillerOf(build: ServerBuild): FillViewerShell {
  const fill = (build.entry.module as unknown as { fillViewerShell?: FillViewerShell }).fillViewerShell;
  if (!fill) throw new Error('the web build does not export fillViewerShell');
  return fill;
}
