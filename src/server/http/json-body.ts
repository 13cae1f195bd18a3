import type { FastifyInstance } from 'fastify';
import { appError } from './app-error.ts';

/** Deeper than any API shape by far, and far below what a recursive walk of the value survives. */
export const MAX_JSON_DEPTH = 32;

/**
 * How deep `text` nests arrays and objects, counted without parsing it (strings skipped), and
 * stopping as soon as `limit` is passed: a body of 100,000 `[` costs one scan, not a stack.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), after a nesting check: a body
 * nested deeper than MAX_JSON_DEPTH is a 400, before a validator or a walk over it (the NUL check,
 * zod) could overflow the stack and answer 500.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(appError('MALFORMED_REQUEST'), undefined);
      return;
    }
    parse(request, text, done);
  });
}
