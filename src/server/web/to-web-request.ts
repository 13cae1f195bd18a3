import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The fetch API Request of a page request, as React Router's handler takes it. The URL's origin
 * is the request's own (protocol and host as Fastify reads them, proxy settings included); the
 * signal aborts when the client goes away, so a render nobody waits for stops.
 */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}
