import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from '../http/app-error.ts';
import { isApiPath } from '../http/route-table.ts';
import type { Access, ForbiddenCodes } from './access.ts';
import { banText, resolveViewer, type Viewer } from './viewer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

const rank: Record<Viewer['role'], number> = { user: 0, moderator: 1, admin: 2 };

/** Throws the refusal for a viewer that may not use a route of this access level, else returns. */
export function checkAccess(
  viewer: Viewer | null,
  access: Access,
  allowBanned: boolean,
  forbidden?: ForbiddenCodes,
): void {
  if (viewer?.ban && !allowBanned) {
    throw appError('BANNED', { message: banText(viewer.ban) });
  }
  if (access === 'public') return;
  if (!viewer?.hasProfile) throw appError('UNAUTHENTICATED');
  if (access === 'user') return;
  if (access === 'staff' && rank[viewer.role] >= rank.moderator) return;
  if (access === 'admin' && viewer.role === 'admin') return;
  if (access === 'master' && viewer.isMaster) return;
  if (viewer.role !== 'admin' && forbidden) throw appError(forbidden.notAdmin);
  if (viewer.role === 'admin' && forbidden?.notMaster) throw appError(forbidden.notMaster);
  // An admin is an admin: what they lack on a master route is being the master.
  if (viewer.role === 'admin' && access === 'master') throw appError('MASTER_ONLY');
  throw appError('FORBIDDEN');
}

/** The one guard: resolves the viewer and enforces the route's declared access before anything else. */
export function registerGuard(app: FastifyInstance) {
  app.decorateRequest('viewer', null);
  app.addHook('onRoute', (route) => {
    const config = route.config;
    if (config?.viewer === 'handler' && (config.access !== 'public' || config.allowBanned !== true)) {
      throw new Error(`${route.method} ${route.url}: viewer 'handler' needs access 'public' and allowBanned`);
    }
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!isApiPath(request.url)) return;
    const config = request.routeOptions.config;
    // Every route declares its access, or the app does not start (http/route-table.ts); an
    // unmatched URL (the 404 handler) has none and nothing to protect.
    if (config.access === undefined && request.is404) return;
    if (config.access === undefined) throw new Error(`${request.method} ${request.url}: no access level`);
    if (config.viewer === 'handler') return;
    request.viewer = await resolveViewer(app.deps, request);
    checkAccess(request.viewer, config.access, config.allowBanned ?? false, config.forbidden);
  });
}

/** The viewer of a route whose access level guarantees one. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw appError('UNAUTHENTICATED');
  return request.viewer;
}
