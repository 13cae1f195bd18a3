import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type BodyEncoding = 'br' | 'gzip';

/** Below this, compressing costs more than it saves (the compression plugin's own threshold). */
const MIN_BYTES = 1024;

/** The encodings an Accept-Encoding header takes (an explicit q=0 refuses one). */
export function acceptedEncodings(acceptEncoding: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  return accepted;
}

/** br when the client takes it, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): BodyEncoding | null {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

export function encodeBody(body: string, encoding: BodyEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(body, { level: 6 });
}

/** A kept body and the encodings already made of it (each made once, on first demand). */
export interface EncodableBody {
  body: string;
  encoded?: Partial<Record<BodyEncoding, Buffer>>;
}

/**
 * Sends a body kept in the read cache, compressed the way the client accepts: the compressed
 * form is made once per kept body, not once per request (the compression plugin, which would
 * compress every answer again, leaves an encoded answer alone).
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, kept: EncodableBody) {
  reply.header('vary', appendVary(reply.getHeader('vary'), 'Accept-Encoding'));
  const encoding =
    Buffer.byteLength(kept.body) >= MIN_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(kept.body);
  kept.encoded ??= {};
  const buffer = kept.encoded[encoding] ?? encodeBody(kept.body, encoding);
  kept.encoded[encoding] = buffer;
  reply.header('content-encoding', encoding);
  return reply.send(buffer);
}

export function appendVary(current: unknown, name: string): string {
  const values = typeof current === 'string' && current ? current.split(',').map((v) => v.trim()) : [];
  if (!values.some((v) => v.toLowerCase() === name.toLowerCase())) values.push(name);
  return values.join(', ');
}
