import { onTestFinished, vi } from 'vitest';
import type { z } from 'zod';
import { type MessageCode, messages } from '#domain/messages.ts';
import { apiErrorSchema } from '#domain/schemas/common.ts';

/** One call the page made to the API, as the server would see it. */
export interface ApiRequest {
  method: string;
  path: string;
  /** The parsed JSON body, or undefined without one. */
  body: unknown;
}

export type ApiHandler = (request: ApiRequest) => Response | Promise<Response>;

/** Handlers by 'METHOD /path' (exact path, query string included). */
export type ApiRoutes = Record<string, ApiHandler>;

export interface ApiStub {
  /** Every request the page made, in order. */
  requests: ApiRequest[];
  /** The requests made to one 'METHOD /path'. */
  calls: (route: string) => ApiRequest[];
}

/**
 * A JSON answer that the route's own response schema accepts: a fixture that drifts from the API
 * contract fails here, not silently in the component.
 */
export function reply<S extends z.ZodType>(schema: S, value: z.input<S>, status = 200): Response {
  return Response.json(schema.parse(value), { status });
}

/** The API's error answer for a catalogue code: its status, pt-BR message, title and details. */
export function replyError(code: MessageCode, message?: string, details?: unknown): Response {
  const entry: { status: number; message: string; title?: string } = messages[code];
  const error = {
    code,
    message: message ?? entry.message,
    ...(entry.title ? { title: entry.title } : {}),
    ...(details === undefined ? {} : { details }),
  };
  return Response.json(apiErrorSchema.parse({ error }), { status: entry.status });
}

/** A promise settled by the test, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Replaces `fetch` for the current test: each request goes to the handler of its route. A request
 * no handler expects fails the test, so a component cannot call an API the test did not model.
 * Restored after the test (the project's `unstubGlobals`).
 */
export function stubApi(routes: ApiRoutes): ApiStub {
  const requests: ApiRequest[] = [];
  const unexpected: string[] = [];

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = `${url.pathname}${url.search}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path, body };
    requests.push(request);

    const handler = routes[`${method} ${path}`];
    if (!handler) {
      unexpected.push(`${method} ${path}`);
      throw new TypeError(`No stubbed API route for ${method} ${path}`);
    }
    const { signal } = init;
    if (signal?.aborted) throw abortError();
    if (!signal) return handler(request);
    // Like a real fetch, a cancelled request rejects even while its answer is still pending.
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(abortError()), { once: true });
      Promise.resolve(handler(request)).then(resolve, reject);
    });
  });

  onTestFinished(() => {
    if (unexpected.length > 0) throw new Error(`Unexpected API requests: ${unexpected.join(', ')}`);
  });

  return {
    requests,
    calls: (route) => requests.filter((r) => `${r.method} ${r.path}` === route),
  };
}
