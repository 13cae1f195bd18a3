import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendEncoded } from './encoded-body.ts';
import { isAnonymousRequest, presetEtag, weakEtag } from './public-cache.ts';
import type { ReadCache, ReadCacheTag } from './read-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Anonymous public read bodies of this instance (see read-cache.ts). */
    readCache: ReadCache;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write that changes one battle only (its counts, participants, status), named by the route's
     * `:id` param: its cached reads and the lists go, the rest stays. Any other write clears all.
     */
    battleWrite?: true;
  }
}

const stamps = new WeakMap<FastifyRequest, number>();
const tags = new WeakMap<FastifyRequest, ReadCacheTag>();

/** What a write through the matched route may have changed, dropped from `cache`. */
export function invalidateForWrite(cache: ReadCache, request: FastifyRequest): void {
  const battle = (request.params as { id?: unknown } | undefined)?.id;
  if (request.routeOptions.config.battleWrite && typeof battle === 'string') cache.invalidateBattle(battle);
  else cache.clear();
}

/**
 * Creates the app's read cache and drops entries on every write a route answered (an unknown path
 * changed nothing). The hook runs in onSend, after the handler's transaction committed and before
 * the answer leaves, so the writer (and anyone who hears of the write from them) never reads the
 * old body from this instance afterwards. Which entries go is the matched route's to say, never
 * the URL's text. Writes seen on other instances arrive as live events (realtime/routes.ts).
 */
export function registerReadCache(app: FastifyInstance, cache: ReadCache): void {
  app.decorate('readCache', cache);
  app.addHook('onSend', async (request) => {
    if (!SAFE_METHODS.has(request.method) && !request.is404) invalidateForWrite(app.readCache, request);
  });
}

/** Names what the body of this request is about, so invalidations find it (the detail route). */
export function tagReadCache(request: FastifyRequest, tag: ReadCacheTag): void {
  tags.set(request, tag);
}

/**
 * Route hooks of a cached public read. `preHandler` answers an anonymous request from the cache
 * when it can (no database, no serialization); otherwise it takes the stamp the body is kept
 * with. `onSend` keeps an anonymous 200 body, which is the serialized string at this point.
 * `cacheable` narrows which requests qualify (the arena: only the first page). Put `onSend`
 * before publicCacheOnSend, which then reuses the ETag.
 */
export function cachedPublicRead(options: {
  tag?: ReadCacheTag;
  cacheable?: (request: FastifyRequest) => boolean;
}) {
  const qualifies = (request: FastifyRequest) =>
    isAnonymousRequest(request) && (options.cacheable?.(request) ?? true);

  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!qualifies(request)) return;
      const cache = request.server.readCache;
      const hit = cache.get(request.canonicalUrl);
      if (!hit) {
        stamps.set(request, cache.stamp());
        return;
      }
      presetEtag(request, hit.etag);
      // A string or buffer with a JSON content type is sent as it is: no serializer runs on it
      // (Fastify's reply.send; the zod serializer compiler only sees objects).
      return sendEncoded(request, reply.type('application/json; charset=utf-8'), hit);
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const stamp = stamps.get(request);
      const tag = tags.get(request) ?? options.tag;
      if (stamp === undefined || !tag || reply.statusCode !== 200 || typeof payload !== 'string') {
        return payload;
      }
      const etag = weakEtag(payload);
      presetEtag(request, etag);
      request.server.readCache.set(request.canonicalUrl, { body: payload, etag, tag }, stamp);
      return payload;
    },
  };
}
