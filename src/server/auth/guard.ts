import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from '#server/http/app-error.ts';
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
  // Operator routes take no session, whoever holds it (registerGuard checks their token).
  if (access === 'operator') throw appError('OPERATOR_TOKEN_REQUIRED');
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

/**
 * An operator route's bearer token. Without a configured token the route does not exist for
 * anyone (404), so a deployment that never set one exposes nothing.
 */
function checkOperator(token: string | undefined, authorization: string | undefined): void {
  if (!token) throw appError('NOT_FOUND');
  const given = Buffer.from(/^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw appError('OPERATOR_TOKEN_REQUIRED');
  }
}

/**
 * The one guard: resolves the viewer and enforces the access the *matched route* declares, before
 * anything else. It never reads the URL's text: the router matched the route from the decoded path,
 * so every spelling that reaches a handler (percent-encoded letters, a trailing slash, HEAD for a
 * GET) meets the same check (docs/decisions/0015-access-by-route.md).
 */
export function registerGuard(app: FastifyInstance) {
  app.decorateRequest('viewer', null);
  app.addHook('onRoute', (route) => {
    const config = route.config;
    if (config?.viewer === 'handler' && (config.access !== 'public' || config.allowBanned !== true)) {
      throw new Error(`${route.method} ${route.url}: viewer 'handler' needs access 'public' and allowBanned`);
    }
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    // Every route declares its access, or the app does not start (http/route-table.ts); only the
    // not-found handler has none, and it has nothing to protect.
    if (config.access === undefined) {
      if (request.is404) return;
      throw new Error(`${request.method} ${request.routeOptions.url}: no access level`);
    }
    if (config.access === 'operator') {
      checkOperator(app.deps.config.METRICS_TOKEN, request.headers.authorization);
      return;
    }
    if (config.viewer === 'handler') return;
    const battle = config.viewerBattleParam
      ? (request.params as Record<string, string | undefined>)[config.viewerBattleParam]
      : undefined;
    request.viewer = await resolveViewer(app.deps, request, battle === undefined ? {} : { votedIn: battle });
    checkAccess(request.viewer, config.access, config.allowBanned ?? false, config.forbidden);
  });
}

/** The viewer of a route whose access level guarantees one. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw appError('UNAUTHENTICATED');
  return request.viewer;
}
