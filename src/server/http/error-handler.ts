import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '#domain/messages.ts';
import { databaseRetryAfterSeconds, isDatabaseDown } from '#server/db/unavailable.ts';
import { AppError } from './app-error.ts';

/** SQLSTATE class 22 (data exception): the input could not be represented, e.g. a NUL byte in text. */
function isDataException(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === 'string' ? e.code : typeof e.cause?.code === 'string' ? e.cause.code : '';
  return /^22[0-9A-Z]{3}$/.test(code);
}

/** One error handler: 4xx pass their catalogue message, 5xx are logged and hidden. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({
        error: { code: err.code, message: err.message, title: err.title, details: err.details },
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // The first refusal, in pt-BR and naming its field (http/zod-messages.ts); all of them in details.
      const text = err.validation[0]?.message ?? messages.VALIDATION.message;
      return reply.status(400).send({
        error: {
          code: 'VALIDATION',
          title: messages.VALIDATION.title,
          message: text,
          details: err.validation.map((v) => ({ path: v.instancePath, message: v.message })),
        },
      });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, cause: err.cause }, 'response serialization failed');
      return reply.status(500).send({ error: { code: 'INTERNAL', message: messages.INTERNAL.message } });
    }
    if (isDataException(err)) {
      request.log.warn({ err }, 'input rejected by the database');
      return reply.status(400).send({
        error: {
          code: 'VALIDATION',
          title: messages.VALIDATION.title,
          message: messages.VALIDATION.message,
        },
      });
    }
    if (isDatabaseDown(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(databaseRetryAfterSeconds(err)))
        .send({ error: { code: 'DB_UNAVAILABLE', message: messages.DB_UNAVAILABLE.message } });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type): safe to name the problem.
      const code =
        status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST';
      return reply.status(status).send({ error: { code, message: messages.VALIDATION.message } });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: messages.INTERNAL.message } });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ error: { code: 'NOT_FOUND', message: messages.NOT_FOUND.message } });
  });
}

/**
 * The router refuses some URLs before any route or error handler runs (bad percent-encoding,
 * over-long path parameters); answer those in the API's error shape too.
 */
export function answerFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  reply.status(status).send({ error: { code: 'BAD_REQUEST', message: messages.VALIDATION.message } });
}
