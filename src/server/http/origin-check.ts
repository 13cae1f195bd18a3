import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config.ts';
import { appError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's page (another port of this host included)
 * on every route - the API, pages, form actions - whatever the path's spelling: the method decides,
 * never the URL's text. Browsers always send Origin on cross-site POSTs; requests without it (curl,
 * server-to-server, tests) carry no ambient cookie risk beyond SameSite=Lax, so they pass.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config) {
  const allowed = new Set([new URL(config.PUBLIC_URL).origin]);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (allowed.has(origin)) return;
    const host = request.headers.host;
    if (host && (origin === `http://${host}` || origin === `https://${host}`)) return;
    throw appError('CROSS_SITE');
  });
}
