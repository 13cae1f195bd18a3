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
     * A write that changes one battle only (its participants, status), named by the route's
     * `:id` param: its cached reads and the lists go, the rest stays. Any other write clears all.
     */
    battleWrite?: true;
    /**
     * A write that changes nothing but vote counts (a vote): nothing kept is dropped. A busy
     * battle takes a vote every few milliseconds; dropping its entries on each would make every
     * reader read the database again. A kept count may lag by the cache's TTL; the live stream's
     * snapshots correct it on open pages, and the voter's page applies their vote's answer.
     */
    cacheWrite?: 'counts';
  }
}

/** What a write through the matched route may have changed, dropped from `cache`. */
export function invalidateForWrite(cache: ReadCache, request: FastifyRequest): void {
  const { battleWrite, cacheWrite } = request.routeOptions.config;
  if (cacheWrite === 'counts') return;
  const battle = (request.params as { id?: unknown } | undefined)?.id;
  if (battleWrite && typeof battle === 'string') cache.invalidateBattle(battle);
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

const encodeKeyPart = (value: unknown) =>
  encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The key of a JSON read: its canonical path and the query its route validated, in name order.
 * Only the route's query schema's keys reach the handler (zod drops the others), so a link's
 * tracking junk (`?utm_source=…&fbclid=…`) reads the same entry as the bare URL; a route without a
 * query schema reads no query at all.
 */
export function readCacheKey(request: FastifyRequest): string {
  const path = request.canonicalUrl.split('?', 1)[0] ?? '/';
  if (!request.routeOptions.schema?.querystring) return path;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const parts = Object.keys(query)
    .filter((name) => query[name] !== undefined)
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeKeyPart(query[name])}`);
  return parts.length === 0 ? path : `${path}?${parts.join('&')}`;
}

/** What a cached read's handler reads: the answer's data and, unless the route gave one, its tag. */
export interface PublicRead<T> {
  payload: T;
  tag?: ReadCacheTag;
}

/**
 * A cached public read, called by the route's handler with its read. An anonymous request is
 * answered from the read cache when it can (no database, no serialization); on a miss, the
 * requests for the same key share one read and one serialization (by the route's response
 * schema), kept for the next ones. An expired body is read again in the background by the
 * request that found it. A signed-in request (or one `cacheable` refuses: a later arena
 * page, a search) reads for itself. Put publicCacheOnSend in the route's onSend: it sends the kept
 * body's ETag and answers 304.
 */
export function cachedPublicRead(options: {
  tag?: ReadCacheTag;
  cacheable?: (request: FastifyRequest) => boolean;
}) {
  return async function answer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    read: () => Promise<PublicRead<T>>,
  ): Promise<T | FastifyReply> {
    if (!isAnonymousRequest(request) || !(options.cacheable?.(request) ?? true)) {
      return (await read()).payload;
    }
    const key = readCacheKey(request);
    const cache = request.server.readCache;
    // A fresh copy is answered without waiting on anything; else `body` reads, joins or refreshes.
    const entry =
      cache.get(key) ??
      (await cache.body(key, async () => {
        const { payload, tag = options.tag } = await read();
        if (!tag) throw new Error(`${request.routeOptions.url}: a cached read names no tag`);
        // By the route's 200 schema, whatever this reply's status is by the time a background
        // refresh runs (a 304, say).
        const body = reply.serializeInput(payload as Record<string, unknown>, '200') as string;
        return { body, etag: weakEtag(body), tag };
      }));
    if (!entry) throw new Error('a cached JSON read always keeps its body');
    presetEtag(request, entry.etag);
    // A string or buffer with a JSON content type is sent as it is: no serializer runs on it
    // (Fastify's reply.send; the zod serializer compiler only sees objects).
    return sendEncoded(request, reply.type('application/json; charset=utf-8'), entry);
  };
}
