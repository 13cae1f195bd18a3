import type { FastifyInstance } from 'fastify';
import type { Access } from '#server/auth/access.ts';

/**
 * Where the admin area's routes live: its features register inside one scope with this Fastify
 * prefix, so none spells it; their endpoints keep full paths (src/domain/endpoints), and
 * endpointRoute() refuses one outside the scope.
 */
export const ADMIN_PREFIX = '/api/admin';

const adminLevels: ReadonlySet<Access> = new Set(['staff', 'admin', 'master']);

/**
 * What every admin route shares, stated once for the scope: staff (moderator) or above, and never
 * for a banned caller. A route breaking it stops the app from starting.
 *
 * The scope checks rather than fills in: each route still names its own level. A default of 'staff'
 * would save a line on the few staff routes, but an admin or master route that forgot its level
 * would then open to moderators without a word, where a missing level is a type error
 * (endpointRoute) and a startup error (http/route-table.ts); and the level is read where the route
 * is, not in a rule two files away.
 */
export function keepAdminRules(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined || !adminLevels.has(access) || route.config?.allowBanned) {
      throw new Error(
        `${String(route.method)} ${route.url}: an admin route is staff, admin or master (this one: ${access ?? 'none'}) and never allowBanned`,
      );
    }
  });
}
