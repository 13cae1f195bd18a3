import type { z } from 'zod';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 204;

/**
 * The zod schemas of an endpoint's request parts and answer, named by *type* only (`import type`):
 * the server registers the route with these very schemas (http/endpoint-route.ts checks it), while
 * the browser gets the types and no zod (docs/decisions/0019-one-endpoint-table.md).
 */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Absent: the answer has no body (a 204). */
  response?: z.ZodType;
}

/** One API endpoint, declared once: the server registers it, the browser calls it. */
export interface Endpoint<Path extends string = string, Schemas extends EndpointSchemas = EndpointSchemas> {
  readonly method: EndpointMethod;
  readonly path: Path;
  /** What a success answers: 200, 201 for a creation, 204 with no body. */
  readonly status: SuccessStatus;
  /** Never set at run time: carries the schemas' types. */
  readonly schemas?: Schemas;
}

/**
 * Declares an endpoint: `endpoint<{ body: typeof x; response: typeof y }>()('POST', '/api/…')`.
 * (Two calls, so the path's literal type is inferred while the schemas are named.)
 */
export function endpoint<Schemas extends EndpointSchemas = Record<never, never>>() {
  return <Path extends string>(
    method: EndpointMethod,
    path: Path,
    status: SuccessStatus = 200,
  ): Endpoint<Path, Schemas> => ({ method, path, status });
}

/** `'id' | 'participantId'` for `/api/admin/battles/:id/participants/:participantId`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type SchemasOf<E> = E extends Endpoint<string, infer S> ? S : never;
type PathOf<E> = E extends Endpoint<infer P, EndpointSchemas> ? P : never;
type Part<S, K extends keyof EndpointSchemas> = K extends keyof S ? S[K] : undefined;

type Nothing = Record<never, never>;

/** What a caller sends: the path's params, the query and the body, each only where it has one. */
export type EndpointInput<E> = ([PathParamNames<PathOf<E>>] extends [never]
  ? Nothing
  : { params: Record<PathParamNames<PathOf<E>>, string> }) &
  (Part<SchemasOf<E>, 'query'> extends z.ZodType
    ? { query?: z.input<Part<SchemasOf<E>, 'query'>> }
    : Nothing) &
  (Part<SchemasOf<E>, 'body'> extends z.ZodType ? { body: z.input<Part<SchemasOf<E>, 'body'>> } : Nothing);

/** What a caller gets back: the response schema's output (the JSON the server serialized). */
export type EndpointOutput<E> =
  Part<SchemasOf<E>, 'response'> extends z.ZodType ? z.output<Part<SchemasOf<E>, 'response'>> : undefined;

/** `path` with each `:name` replaced by `params[name]`, encoded as one segment. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
