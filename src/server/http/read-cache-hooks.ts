import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendEncoded } from './encoded-body.ts';
import { isAnonymousRequest, presetEtag, weakEtag } from './public-cache.ts';
import { ReadCache, type ReadCacheOptions, type ReadCacheTag } from './read-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Anonymous public read bodies of this instance (see read-cache.ts). */
    readCache: ReadCache;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The battle-scoped writes: they change that battle only (its counts, participants, status). */
const BATTLE_WRITE = /^\/api\/battles\/([^/?#]+)\/(?:votes|guest-votes|join)(?:[/?#]|$)/;

const stamps = new WeakMap<FastifyRequest, number>();
const tags = new WeakMap<FastifyRequest, ReadCacheTag>();

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** What a write at `url` may have changed, dropped from `cache`. */
export function invalidateForWrite(cache: ReadCache, url: string): void {
  const battle = BATTLE_WRITE.exec(url);
  if (battle?.[1]) cache.invalidateBattle(decoded(battle[1]));
  else cache.clear();
}

/**
 * Creates the app's read cache and drops entries on every API write. The hook runs in onSend, after
 * the handler's transaction committed and before the answer leaves, so the writer (and anyone who
 * hears of the write from them) never reads the old body from this instance afterwards. Writes
 * seen on other instances arrive as live events (realtime/routes.ts).
 */
export function registerReadCache(app: FastifyInstance, options: ReadCacheOptions = {}): void {
  app.decorate('readCache', new ReadCache(options));
  app.addHook('onSend', async (request) => {
    if (!SAFE_METHODS.has(request.method) && request.url.startsWith('/api/')) {
      invalidateForWrite(app.readCache, request.url);
    }
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
      const hit = cache.get(request.url);
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
      request.server.readCache.set(request.url, { body: payload, etag, tag }, stamp);
      return payload;
    },
  };
}
