import type { Rolldown } from 'vite';

/**
 * Two chunk groups for the arena and battle pages (docs/decisions/0013-battle-chunks.md): as some
 * twenty chunks of 0.1-7 KB each, their code compressed to 38 KB gzip; in two chunks it is ~31 KB,
 * because gzip sees the repeated markup and class names of one file at a time.
 *
 * - `battles`: the modules only the arena and battle pages reach (their components, the live
 *   battle cache, the vote controller…);
 * - `battles-common`: the small modules those pages share with other public pages (badge, card,
 *   money and São Paulo time formats…), so that a profile or the wallet loads them without the
 *   battle code.
 *
 * "Reach" follows static imports only, up to a route module, so code a page loads on demand (the
 * share dialog, the proof of work) stays in its own chunk. Admin routes do not count: the admin
 * area renders in the browser and may load a public chunk it shares.
 */

/** How React Router's plugin names the browser build of a route module. */
const ROUTE_SUFFIX = '?__react-router-build-client-route';
const SOURCE = /[\\/]src[\\/](web|domain)[\\/][^?]*$/;
const BATTLE_ROUTES = /[\\/]src[\\/]web[\\/]features[\\/]battles[\\/](arena-page|battle-page)\.tsx$/;
const ADMIN_ROUTES = /[\\/]src[\\/]web[\\/]features[\\/](admin|banners)[\\/]/;

type Context = Rolldown.ChunkingContext;

/** The public route modules that import `id` statically, directly or through other modules. */
function publicRoutesReaching(id: string, ctx: Context, cache: Map<string, Set<string>>): Set<string> {
  const cached = cache.get(id);
  if (cached) return cached;
  const routes = new Set<string>();
  cache.set(id, routes);
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      if (importer.endsWith(ROUTE_SUFFIX)) {
        const route = importer.slice(0, -ROUTE_SUFFIX.length);
        if (!ADMIN_ROUTES.test(route)) routes.add(route);
      } else {
        queue.push(importer);
      }
    }
  }
  return routes;
}

export function battleChunkGroups(): Rolldown.CodeSplittingGroup[] {
  const cache = new Map<string, Set<string>>();
  const battleRoutes = (id: string, ctx: Context) => {
    if (!SOURCE.test(id)) return null;
    const routes = [...publicRoutesReaching(id, ctx, cache)];
    return { battles: routes.filter((r) => BATTLE_ROUTES.test(r)).length, others: routes.length };
  };
  return [
    {
      debugName: 'battles-common',
      name: (id, ctx) => {
        const reach = battleRoutes(id, ctx);
        return reach && reach.battles > 0 && reach.others > reach.battles ? 'battles-common' : null;
      },
      priority: 1,
    },
    {
      debugName: 'battles',
      name: (id, ctx) => {
        const reach = battleRoutes(id, ctx);
        return reach && reach.battles > 0 && reach.others === reach.battles ? 'battles' : null;
      },
      priority: 0,
    },
  ];
}
