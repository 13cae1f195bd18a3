import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint, EndpointSchemas } from '#domain/endpoints/endpoint.ts';
import type { Access } from '#server/auth/access.ts';

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/** The route's schemas: exactly the ones the endpoint names (the query's goes in `querystring`). */
type SchemaParts<S extends EndpointSchemas> = {
  [K in keyof S as K extends 'query' ? 'querystring' : K]-?: S[K];
};

export interface EndpointRouteOptions<S extends EndpointSchemas> {
  config: FastifyContextConfig & { access: Access };
  schema: SchemaParts<S> & {
    tags?: string[];
    summary?: string;
    description?: string;
    hide?: boolean;
    /** A body the schemas cannot describe, e.g. `multipart/form-data` (uploads). */
    consumes?: string[];
  };
  /** The route's own hooks (a cached public read's, http/read-cache-hooks.ts). */
  preHandler?: RouteShorthandOptions['preHandler'];
  onSend?: RouteShorthandOptions['onSend'];
}

export type EndpointRequest<S extends EndpointSchemas> = FastifyRequest<{
  Params: Out<S['params']>;
  Querystring: Out<S['query']>;
  Body: Out<S['body']>;
}>;

/**
 * A handler returns the answer's data (the response schema serializes it, with the endpoint's
 * success status), or sends something else itself through `reply` (a redirect, a stream).
 */
export type EndpointHandler<S extends EndpointSchemas> = (
  request: EndpointRequest<S>,
  reply: FastifyReply,
) => Promise<Out<S['response']> | FastifyReply | undefined>;

/** The path inside the scope `app` (a Fastify `prefix`), which the endpoint's full path starts with. */
function localPath(app: ZodApp, path: string): string {
  if (!path.startsWith(app.prefix)) {
    throw new Error(`${path} is not under its scope's prefix ${app.prefix}`);
  }
  return path.slice(app.prefix.length) || '/';
}

/**
 * Registers `endpoint` (src/domain/endpoints) on `app`: method, path and success status come from
 * the endpoint table, the schemas must be the very ones it names (the types check it), so a route
 * and the browser's call can never disagree (docs/decisions/0019-one-endpoint-table.md).
 */
export function endpointRoute<P extends string, S extends EndpointSchemas>(
  app: ZodApp,
  endpoint: Endpoint<P, S>,
  options: EndpointRouteOptions<S>,
  handler: EndpointHandler<S>,
): void {
  const { response, querystring, ...schema } = options.schema as {
    response?: z.ZodType;
    querystring?: z.ZodType;
  } & Record<string, unknown>;
  app.route({
    method: endpoint.method,
    url: localPath(app, endpoint.path),
    config: options.config,
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.onSend ? { onSend: options.onSend } : {}),
    schema: {
      ...schema,
      ...(querystring ? { querystring } : {}),
      ...(response ? { response: { [endpoint.status]: response } } : {}),
    },
    handler: async (request, reply) => {
      const result = await handler(request as EndpointRequest<S>, reply);
      if (result === reply || reply.sent) return reply;
      if (reply.statusCode === 200) reply.status(endpoint.status);
      return endpoint.status === 204 ? reply.send() : result;
    },
  });
}
