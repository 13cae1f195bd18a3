// No zod here on purpose: the server already serializes every answer through its route's response
// schema, and keeping zod out of the browser's entry chunk saves ~30 KB gzip on every page. Hooks
// type answers with the shared schemas' types (`import type`), forms still validate with zod.
import {
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  fillPath,
} from '#domain/endpoints/endpoint.ts';
import { INTERNAL } from '#domain/messages/generic.ts';
import type { ApiErrorBody } from '#domain/schemas/common.ts';
import { afterHydration } from './hydrated-mark.ts';

export const NETWORK_ERROR_MESSAGE =
  'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
export const INVALID_RESPONSE_MESSAGE =
  'Falha ao processar resposta do servidor. Tente novamente mais tarde.';
export const UNEXPECTED_ERROR_MESSAGE = INTERNAL.message;

/** An API failure with the catalogue's code and pt-BR message; status 0 means no HTTP answer. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly title?: string;
  readonly details?: unknown;

  constructor(init: { status: number; code: string; message: string; title?: string; details?: unknown }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    if (init.title !== undefined) this.title = init.title;
    if (init.details !== undefined) this.details = init.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any thrown value, never a raw technical text. */
export function errorMessage(error: unknown, fallback: string = UNEXPECTED_ERROR_MESSAGE): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

export interface RequestOptions {
  /** TanStack Query passes one so a left page cancels its requests. */
  signal?: AbortSignal;
  /** The HTTP cache mode, e.g. 'reload' to skip a cached answer the app knows is outdated. */
  cache?: RequestCache;
}

async function request(method: string, path: string, body: unknown, options?: RequestOptions) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  // Fastify rejects an empty body declared as JSON, so the header goes only with a body.
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (options?.signal) init.signal = options.signal;
  if (options?.cache) init.cache = options.cache;

  await afterHydration();
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (cause) {
    // A cancelled query must stay an AbortError so TanStack Query treats it as a cancel.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE });
  }

  if (!response.ok) throw await toApiError(response);
  return response;
}

/** The `{ error: { code, message, title?, details? } }` body every API error has. */
function isApiErrorBody(raw: unknown): raw is ApiErrorBody {
  if (typeof raw !== 'object' || raw === null) return false;
  const error = (raw as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, title } = error as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (title === undefined || typeof title === 'string')
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  const raw: unknown = await response.json().catch(() => undefined);
  if (isApiErrorBody(raw)) {
    const { code, message, title, details } = raw.error;
    return new ApiError({ status: response.status, code, message, title, details });
  }
  // A proxy or a crash answered instead of our API: keep the status, give a generic text.
  return new ApiError({
    status: response.status,
    code: `HTTP_${response.status}`,
    message: UNEXPECTED_ERROR_MESSAGE,
  });
}

/** The JSON body, or undefined for an empty answer (204); a non-JSON body is INVALID_RESPONSE. */
async function readBody<T>(response: Response): Promise<T> {
  let text: string;
  try {
    text = response.status === 204 ? '' : await response.text();
    return (text === '' ? undefined : JSON.parse(text)) as T;
  } catch {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: INVALID_RESPONSE_MESSAGE,
    });
  }
}

type QueryValue = string | number | boolean | null | undefined;

/**
 * The URL of `endpoint` with its path params filled in (each encoded as one segment) and the query's
 * defined values appended.
 */
export function endpointUrl(
  endpoint: Endpoint,
  params: Record<string, string> = {},
  query: Record<string, QueryValue> = {},
): string {
  const path = fillPath(endpoint.path, params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Input is optional where the endpoint needs none (no params, no body). */
type ApiArgs<E extends Endpoint> =
  Record<never, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: RequestOptions]
    : [input: EndpointInput<E>, options?: RequestOptions];

/**
 * Calls an endpoint of the table (src/domain/endpoints): method, path and types come from its one
 * declaration, so a renamed path or a changed answer is a type error here, not a runtime surprise.
 */
export async function api<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: ApiArgs<E>
): Promise<EndpointOutput<E>> {
  const parts = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  };
  const url = endpointUrl(endpoint, parts.params, parts.query);
  const response = await request(endpoint.method, url, parts.body, options);
  return readBody<EndpointOutput<E>>(response);
}
