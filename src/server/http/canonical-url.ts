import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The request's path in its one canonical spelling, with its query: what the read cache keys
     * and what a page renders (docs/decisions/0015-access-by-route.md). Never `request.url`'s text.
     */
    canonicalUrl: string;
  }
}

// C0 controls and DEL: no path or query of ours holds one, and a CR/LF would end up in a header.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

const ESCAPED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The canonical spelling of a request target: every segment percent-decoded and encoded again the
 * one way `encodeURIComponent` does (so `/%61pi` and `/api` are one path), empty segments dropped
 * (`//x` and `/x/` are `/x`, as the router is told to read them), the query kept as sent. Null when
 * the target is malformed: a bad percent escape in the path, or a control character in the path or
 * the query (raw or escaped).
 */
export function canonicalUrl(target: string): string | null {
  const mark = target.indexOf('?');
  const rawPath = mark === -1 ? target : target.slice(0, mark);
  const query = mark === -1 ? '' : target.slice(mark);
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue;
    const decoded = decodedSegment(raw);
    if (decoded === null || CONTROL.test(decoded)) return null;
    segments.push(encodeURIComponent(decoded));
  }
  if (CONTROL.test(query) || ESCAPED_CONTROL.test(query)) return null;
  return `/${segments.join('/')}${query}`;
}

/**
 * Computes `request.canonicalUrl` before anything else runs, and refuses a malformed target with a
 * 400 instead of letting a later step (a redirect header, a URL parser) fail with a 500.
 */
export function registerCanonicalUrl(app: FastifyInstance): void {
  app.decorateRequest('canonicalUrl', '');
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const canonical = canonicalUrl(request.url);
    if (canonical === null) throw appError('MALFORMED_REQUEST');
    request.canonicalUrl = canonical;
  });
}
