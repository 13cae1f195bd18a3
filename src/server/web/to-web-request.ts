import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageUrl } from '#domain/pages/page-query.ts';

function originOf(candidate: string, fallback: string): string {
  return URL.canParse(candidate) ? new URL(candidate).origin : new URL(fallback).origin;
}

/**
 * The fetch API Request of a page request, as React Router's handler takes it. The URL is the
 * canonical path (http/canonical-url.ts) with only the query parameters pages read
 * (domain/pages/page-query.ts), which the read cache keys the rendered page by, so a render cannot
 * depend on anything the key leaves out; the origin
 * is the request's own (protocol and host as Fastify reads them, proxy settings included), or the
 * public one when the Host header is no host. The signal aborts when the client goes away, so a
 * render nobody waits for stops; a render others may be waiting for (`shared`: a visitor's copy,
 * a fan page's shell) goes on, or one client leaving would fail them all.
 */
export function toWebRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
  { shared = false }: { shared?: boolean } = {},
): Request {
  const url = new URL(
    pageUrl(request.canonicalUrl),
    originOf(`${request.protocol}://${request.host}`, publicUrl),
  );
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  if (!shared) {
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
  }
  // A page form's fields (web-app.ts reads them as text): the route's action parses them.
  const body = request.method === 'POST' && typeof request.body === 'string' ? request.body : undefined;
  return new Request(url, { method: request.method, headers, body, signal: controller.signal });
}
