import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ANONYMOUS_CACHE_CONTROL } from '#domain/pages/page-cache.ts';
import { appendVary } from './encoded-body.ts';

/** A signed-in answer: personal, never stored; `Vary: Cookie` for a cache that ignores no-store. */
const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** A weak ETag of a serialized body: equal bodies, equal tags, whatever instance produced them. */
export function weakEtag(body: string | Buffer): string {
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 27);
  return `W/"${Buffer.byteLength(body).toString(36)}-${hash}"`;
}

export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (t: string) => t.trim().replace(/^W\//, '');
  return header === '*' || header.split(',').some((t) => strip(t) === strip(etag));
}

const presetEtags = new WeakMap<FastifyRequest, string>();

/** The ETag of a body hashed already (stored in the read cache with it), so it is not hashed again. */
export function presetEtag(request: FastifyRequest, etag: string): void {
  presetEtags.set(request, etag);
}

/** No session: the answer is the same for every such visitor, so it may be shared and cached. */
export function isAnonymousRequest(request: FastifyRequest): boolean {
  return request.viewer === null && !request.headers.cookie?.includes('session_token');
}

/**
 * onSend hook for public GETs whose answer may carry viewer fields. A request without a session
 * (no cookie) gets the same body as every other visitor: ANONYMOUS_CACHE_CONTROL, a weak ETag,
 * and 304 when the client already holds it. A signed-in request's answer is personal.
 */
export async function publicCacheOnSend(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode !== 200) return payload;
  if (!isAnonymousRequest(request)) {
    reply.header('vary', appendVary(reply.getHeader('vary'), 'Cookie'));
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return payload;
  }
  reply.header('cache-control', ANONYMOUS_CACHE_CONTROL);
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const etag = presetEtags.get(request) ?? weakEtag(payload);
  reply.header('etag', etag);
  if (etagMatches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return '';
  }
  return payload;
}
