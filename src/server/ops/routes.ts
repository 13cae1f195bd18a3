import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import client from 'prom-client';
import { z } from 'zod';
import { opsEndpoints } from '#domain/endpoints/ops.ts';
import { notFoundReportSchema } from '#domain/schemas/ops.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';

export const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const httpDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unknown',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get(
    '/healthz',
    {
      config: { access: 'public', allowBanned: true, viewer: 'handler' },
      schema: {
        hide: true,
        response: {
          200: z.object({ status: z.literal('ok'), db: z.literal('ok') }),
          503: z.object({ status: z.literal('error'), db: z.literal('unreachable') }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await app.deps.database.ping();
      } catch (err) {
        // A 503 (not the generic 500) tells the load balancer to take this instance out of rotation.
        request.log.warn({ err }, 'health check: the database does not answer');
        return reply.status(503).send({ status: 'error' as const, db: 'unreachable' as const });
      }
      return { status: 'ok' as const, db: 'ok' as const };
    },
  );

  app.get(
    '/metrics',
    // Process and per-route figures are for the operator's scraper only (METRICS_TOKEN).
    { config: { access: 'operator' }, schema: { hide: true } },
    async (_r, reply) => {
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    },
  );

  endpointRoute(
    app,
    opsEndpoints.notFound,
    {
      config: { access: 'public', allowBanned: true },
      schema: { tags: ['ops'], body: notFoundReportSchema },
    },
    async (request) => {
      request.log.warn({ path: request.body.path }, 'unknown route requested in the web app');
      return undefined;
    },
  );
};
